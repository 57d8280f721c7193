/** On every page: this is the sandbox, with test data, and the test cards and numbers one click away. */
export function SandboxBanner() {
  return (
    <aside className="sandbox-banner" aria-label="Sandbox">
      <strong>Sandbox</strong>: test data only, no real money moves.{' '}
      <details>
        <summary>Test cards and numbers</summary>
        <dl>
          <dt>Cards (any future expiry, any CVC)</dt>
          <dd>
            <code>4242424242424242</code> succeeds; <code>4000000000000002</code> is declined; <code>4000000000009995</code> has insufficient funds
          </dd>
          <dt>Mobile money numbers</dt>
          <dd>
            any number succeeds after a few seconds; <code>46733123451</code> rejects, <code>46733123452</code> expires, <code>46733123453</code> never answers,{' '}
            <code>46733123454</code> answers late; payroll's <code>46733123464</code> fails once, then succeeds
          </dd>
          <dt>Bill accounts</dt>
          <dd>
            Ghana Water <code>bp_gwcl</code> takes any 10-digit account; ECG prepaid <code>bp_ecg_prepaid</code> any 11-digit meter
          </dd>
        </dl>
      </details>
    </aside>
  );
}
