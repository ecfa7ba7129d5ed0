package io.tachyon.api;

/**
 * The cause {@link ConnectionListener#onDisconnected(Throwable)} receives when the client closed its
 * own connection because its event queue was full: the listeners fell
 * {@code ClientConfig.Builder.eventQueueCapacity} events behind the server (a callback that blocks,
 * or does slow work such as a database write). The client closes rather than drop events. It then
 * reconnects as its {@link ReconnectPolicy} says: the order events missed follow, marked
 * {@link OrderEvent#isReplayed()}, and each open {@link Subscription} starts again with a snapshot
 * (a level 3 one with its {@code CLEAR} and {@code SNAPSHOT} events).
 */
public class SlowConsumerException extends RuntimeException {
    private final int capacity;

    public SlowConsumerException(int capacity) {
        super("event queue full (" + capacity + " events): the listeners are slower than the server");
        this.capacity = capacity;
    }

    /** The capacity of the event queue that filled, {@code ClientConfig.Builder.eventQueueCapacity}. */
    public int getCapacity() {
        return capacity;
    }
}
