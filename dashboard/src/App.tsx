import { useEffect, useState } from 'react';
import { loadSession, onSessionChangedElsewhere, saveSession, type Session } from './api';
import { ClockAhead } from './ClockAhead';
import { AccountPage } from './pages/AccountPage';
import { ClockPage } from './pages/ClockPage';
import { DisputesPage } from './pages/DisputesPage';
import { EventsPage } from './pages/EventsPage';
import { HomePage } from './pages/HomePage';
import { InvoicesPage } from './pages/InvoicesPage';
import { MailboxPage } from './pages/MailboxPage';
import { MobileMoneyPage } from './pages/MobileMoneyPage';
import { PaymentLinksPage } from './pages/PaymentLinksPage';
import { PaymentsPage } from './pages/PaymentsPage';
import { PayrollPage } from './pages/PayrollPage';
import { PosPage } from './pages/PosPage';
import { SignInPage } from './pages/SignInPage';
import { UsersPage } from './pages/UsersPage';
import { WebhooksPage } from './pages/WebhooksPage';
import { currentRoute, hrefOf } from './routes';
import { SandboxBanner } from './SandboxBanner';

export interface PageProps {
  session: Session;
  /** The object the address names (`#/payments/<id>`), opened on the page. */
  objectId?: string | undefined;
}

interface PageEntry {
  path: string;
  title: string;
  Page: (props: PageProps) => JSX.Element;
}

/** The menu, in the groups a payments dashboard has them; the developer tools outside the dashboard open in the same tab. */
const GROUPS: { label: string; pages: PageEntry[]; links?: { href: string; title: string }[] }[] = [
  {
    label: 'Payments',
    pages: [
      { path: 'home', title: 'Home', Page: HomePage },
      { path: 'payments', title: 'Payments and refunds', Page: PaymentsPage },
      { path: 'payment-links', title: 'Payment links', Page: PaymentLinksPage },
      { path: 'invoices', title: 'Invoices', Page: InvoicesPage },
      { path: 'pos', title: 'Point of sale', Page: PosPage },
      { path: 'payroll', title: 'Payroll', Page: PayrollPage },
      { path: 'disputes', title: 'Disputes', Page: DisputesPage },
    ],
  },
  {
    label: 'Customers and wallets',
    pages: [
      { path: 'users', title: 'Users and wallets', Page: UsersPage },
      { path: 'mobile-money', title: 'Mobile money', Page: MobileMoneyPage },
    ],
  },
  {
    label: 'Developers',
    pages: [
      { path: 'account', title: 'Account and keys', Page: AccountPage },
      { path: 'webhooks', title: 'Webhooks', Page: WebhooksPage },
      { path: 'events', title: 'Live events', Page: EventsPage },
    ],
    links: [
      { href: '/graphql', title: 'GraphQL explorer' },
      { href: '/ms/v1/docs', title: 'REST reference' },
      { href: '/docs/', title: 'Documentation' },
    ],
  },
  {
    label: 'Sandbox',
    pages: [
      { path: 'clock', title: 'Sandbox clock', Page: ClockPage },
      { path: 'mailbox', title: 'Sandbox mailbox', Page: MailboxPage },
    ],
  },
];

const PAGES = GROUPS.flatMap((group) => group.pages);

export function App() {
  const [session, setSession] = useState<Session | undefined>(loadSession);
  const [route, setRoute] = useState(currentRoute);
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => {
    const onHash = () => {
      setRoute(currentRoute());
      setMenuOpen(false);
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  // Signed in, renewed or signed out in another tab: this tab follows (the same session object while
  // only its tokens changed, so the page's cache and sockets stay).
  useEffect(
    () =>
      onSessionChangedElsewhere((next) =>
        setSession((current) => {
          if (!next) return undefined;
          if (current && current.email === next.email) {
            Object.assign(current, next);
            return current;
          }
          return next;
        }),
      ),
    [],
  );
  const signIn = (next: Session | undefined) => {
    saveSession(next);
    setSession(next);
  };
  const page = PAGES.find((p) => p.path === route.page) ?? (PAGES[0] as PageEntry);
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
      <ClockAhead session={session} />
      <header className="topbar">
        <a className="brand" href={hrefOf('home')}>
          Payments sandbox
        </a>
        <button type="button" className="menu-button secondary" aria-expanded={menuOpen} aria-controls="dashboard-menu" onClick={() => setMenuOpen(!menuOpen)}>
          Menu
        </button>
        <span className="account muted">{session.email}</span>
        <button type="button" className="secondary" onClick={() => signIn(undefined)}>
          Sign out
        </button>
      </header>
      <nav id="dashboard-menu" aria-label="Dashboard" className={menuOpen ? 'open' : undefined}>
        {GROUPS.map((group) => (
          <div key={group.label} className="nav-group">
            <h2 className="nav-heading">{group.label}</h2>
            <ul>
              {group.pages.map((p) => (
                <li key={p.path}>
                  <a href={hrefOf(p.path)} aria-current={p.path === page.path ? 'page' : undefined}>
                    {p.title}
                  </a>
                </li>
              ))}
              {group.links?.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.title}</a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <main>
        <h1>{page.title}</h1>
        <page.Page session={session} objectId={route.objectId} />
      </main>
    </div>
  );
}
