/**
 * The algorithm SDK (artifact {@code tachyon-algo-sdk}): extend {@link io.tachyon.algo.AbstractAlgorithm},
 * annotate it with {@link io.tachyon.algo.Algorithm}. Signatures and Javadoc only, as {@code io.tachyon.api}.
 */
package io.tachyon.algo;
