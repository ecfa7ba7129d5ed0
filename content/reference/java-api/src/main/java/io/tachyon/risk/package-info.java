/**
 * The risk SDK (artifact {@code tachyon-risk-sdk}): custom pre-trade rules implement
 * {@link io.tachyon.risk.RiskRule}. Signatures and Javadoc only, as {@code io.tachyon.api}.
 */
package io.tachyon.risk;
