/**
 * The Tachyon Java API (artifact {@code tachyon-api}): connect with {@link io.tachyon.api.TachyonClient},
 * send and follow orders, subscribe to market data. This source holds signatures and Javadoc only: the
 * documentation's samples compile against it; the implementation ships in the artifact.
 */
package io.tachyon.api;
