package io.tachyon.api;

/** One price level added, changed or removed by a Level 2 update. */
public interface LevelChange {
    /** {@code NEW} (insert at {@code level}, shifting worse levels down), {@code CHANGE} (update size or order count), {@code DELETE} (remove, shifting worse levels up). */
    LevelAction getAction();

    /** {@code BID} or {@code ASK}. */
    BookSide getSide();

    /** Level index, 0-based, after the change for {@code NEW} and {@code CHANGE}, before it for {@code DELETE}. */
    int getLevel();

    /** Price of the level. */
    double getPrice();

    /** New total size; {@code 0} for {@code DELETE}. */
    long getSize();

    /** New order count. */
    int getOrders();
}
