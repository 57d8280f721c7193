import { useEffect, useState } from 'react';
import { loadSession, saveSession, type Session } from './api';
import { AccountPage } from './pages/AccountPage';
import { ClockPage } from './pages/ClockPage';
import { DisputesPage } from './pages/DisputesPage';
import { EventsPage } from './pages/EventsPage';
import { MailboxPage } from './pages/MailboxPage';
import { MobileMoneyPage } from './pages/MobileMoneyPage';
import { HomePage } from './pages/HomePage';
import { InvoicesPage } from './pages/InvoicesPage';
import { PaymentLinksPage } from './pages/PaymentLinksPage';
import { PaymentsPage } from './pages/PaymentsPage';
import { PayrollPage } from './pages/PayrollPage';
import { PosPage } from './pages/PosPage';
import { SignInPage } from './pages/SignInPage';
import { UsersPage } from './pages/UsersPage';
import { WebhooksPage } from './pages/WebhooksPage';
import { SandboxBanner } from './SandboxBanner';

const PAGES = [
  { path: 'home', title: 'Home', Page: HomePage },
  { path: 'account', title: 'Account and keys', Page: AccountPage },
  { path: 'payments', title: 'Payments and refunds', Page: PaymentsPage },
  { path: 'links', title: 'Payment links', Page: PaymentLinksPage },
  { path: 'invoices', title: 'Invoices', Page: InvoicesPage },
  { path: 'pos', title: 'Point of sale', Page: PosPage },
  { path: 'payroll', title: 'Payroll', Page: PayrollPage },
  { path: 'disputes', title: 'Disputes', Page: DisputesPage },
  { path: 'webhooks', title: 'Webhooks', Page: WebhooksPage },
  { path: 'events', title: 'Live events', Page: EventsPage },
  { path: 'users', title: 'Users and wallets', Page: UsersPage },
  { path: 'mobile-money', title: 'Mobile money', Page: MobileMoneyPage },
  { path: 'mailbox', title: 'Sandbox mailbox', Page: MailboxPage },
  { path: 'clock', title: 'Sandbox clock', Page: ClockPage },
] as const;

function currentPath(): string {
  return location.hash.replace(/^#\/?/, '') || 'home';
}

export function App() {
  const [session, setSession] = useState<Session | undefined>(loadSession);
  const [path, setPath] = useState(currentPath);
  useEffect(() => {
    const onHash = () => setPath(currentPath());
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  const signIn = (next: Session | undefined) => {
    saveSession(next);
    setSession(next);
  };
  const page = PAGES.find((p) => p.path === path) ?? PAGES[0];
  useEffect(() => {
    document.title = `${session ? page.title : 'Sign in'} · Developer dashboard`;
  }, [session, page]);

  if (!session) {
    return (
      <>
        <SandboxBanner />
        <main className="narrow">
          <SignInPage onSignedIn={signIn} />
        </main>
      </>
    );
  }
  return (
    <div className="layout">
      <SandboxBanner />
      <header>
        <span className="brand">Payments sandbox · Developer dashboard</span>
        <span className="muted">{session.email}</span>
        <button type="button" onClick={() => signIn(undefined)}>
          Sign out
        </button>
      </header>
      <nav aria-label="Dashboard">
        <ul>
          {PAGES.map((p) => (
            <li key={p.path}>
              <a href={`#/${p.path}`} aria-current={p.path === page.path ? 'page' : undefined}>
                {p.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <main>
        <h1>{page.title}</h1>
        <page.Page session={session} />
      </main>
    </div>
  );
}
