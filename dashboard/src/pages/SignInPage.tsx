import { useState, type FormEvent } from 'react';
import type { Session } from '../api';
import { ErrorBox, Field, Secret } from '../components';
import { graphql } from '../generated';
import { useMutation } from '../hooks';

const SignIn = graphql(`
  mutation DashboardSignIn($input: LoginInput!) {
    login(input: $input) {
      tokens {
        accessToken
        refreshToken
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

const SignUp = graphql(`
  mutation DashboardSignUp($input: SignUpDeveloperInput!) {
    signUpDeveloper(input: $input) {
      account {
        id
        name
        plan
      }
      subscriptionKey
      productKeys {
        collection
        disbursement
        remittance
      }
      tokens {
        accessToken
        refreshToken
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

const anonymous = {} as Session;

export function SignInPage({ onSignedIn }: { onSignedIn: (session: Session) => void }) {
  const [mode, setMode] = useState<'in' | 'up'>('in');
  const signIn = useMutation(anonymous, SignIn);
  const signUp = useMutation(anonymous, SignUp);
  const [created, setCreated] = useState<{ session: Session; keys: [string, string][] } | undefined>();

  if (created) {
    return (
      <section aria-labelledby="keys-heading">
        <h1 id="keys-heading">Your sandbox keys</h1>
        <p>These are shown once: copy them now. The app key is publishable (it ships in apps); the product keys are secret, for your servers.</p>
        <dl className="keys">
          {created.keys.map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>
                <Secret value={value} label={`${name} key`} />
              </dd>
            </div>
          ))}
        </dl>
        <button type="button" onClick={() => onSignedIn(created.session)}>
          Continue to the dashboard
        </button>
      </section>
    );
  }

  async function submitSignIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email'));
    const result = await signIn.mutate({ input: { email, password: String(form.get('password')) } });
    if (result) onSignedIn({ accessToken: result.login.tokens.accessToken, refreshToken: result.login.tokens.refreshToken, email });
  }

  async function submitSignUp(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = Object.fromEntries(['companyName', 'firstName', 'lastName', 'email', 'phone', 'password', 'country'].map((k) => [k, String(form.get(k))]));
    const result = await signUp.mutate({ input: input as never });
    if (!result) return;
    const { signUpDeveloper: up } = result;
    setCreated({
      session: { accessToken: up.tokens.accessToken, refreshToken: up.tokens.refreshToken, email: input['email']! },
      keys: [
        ['App', up.subscriptionKey],
        ['Collection', up.productKeys.collection],
        ['Disbursement', up.productKeys.disbursement],
        ['Remittance', up.productKeys.remittance],
      ],
    });
  }

  return (
    <section>
      <h1>{mode === 'in' ? 'Sign in to the developer dashboard' : 'Create a developer account'}</h1>
      {mode === 'in' ? (
        <form onSubmit={submitSignIn} className="stack">
          <Field label="E-mail">
            <input name="email" type="email" autoComplete="email" required />
          </Field>
          <Field label="Password">
            <input name="password" type="password" autoComplete="current-password" required />
          </Field>
          <ErrorBox error={signIn.error} />
          <button type="submit" disabled={signIn.pending}>
            {signIn.pending ? 'Signing in…' : 'Sign in'}
          </button>
        </form>
      ) : (
        <form onSubmit={submitSignUp} className="stack">
          <Field label="Company or project">
            <input name="companyName" required />
          </Field>
          <Field label="First name">
            <input name="firstName" autoComplete="given-name" required />
          </Field>
          <Field label="Last name">
            <input name="lastName" autoComplete="family-name" required />
          </Field>
          <Field label="E-mail">
            <input name="email" type="email" autoComplete="email" required />
          </Field>
          <Field label="Phone (E.164, e.g. +233241234567)">
            <input name="phone" type="tel" autoComplete="tel" required />
          </Field>
          <Field label="Password (12-128 characters)">
            <input name="password" type="password" autoComplete="new-password" required minLength={12} />
          </Field>
          <Field label="Country (2 letters)">
            <input name="country" defaultValue="GH" maxLength={2} required />
          </Field>
          <ErrorBox error={signUp.error} />
          <button type="submit" disabled={signUp.pending}>
            {signUp.pending ? 'Creating…' : 'Create account'}
          </button>
        </form>
      )}
      <p>
        <button type="button" className="link" onClick={() => setMode(mode === 'in' ? 'up' : 'in')}>
          {mode === 'in' ? 'New here? Create a developer account' : 'Have an account? Sign in'}
        </button>
      </p>
      <p className="muted">The sandbox's demo merchant signs in with the e-mail and password in DATA_DIR/sandbox-credentials.json.</p>
    </section>
  );
}
