import { useState } from 'preact/hooks';
import { api, type Problem, problemOf } from '../api/client';
import { session } from '../session';
import { ProblemNotice } from '../components/problem-notice';

/** Paste an API key: it is checked against the API (the key's own list of keys) and kept in this tab's sessionStorage only. */
export const SignIn = ({ notice }: { readonly notice: string | undefined }) => {
  const [key, setKey] = useState('');
  const [problem, setProblem] = useState<Problem | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const submit = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setProblem(undefined);
    const trimmed = key.trim();
    try {
      const { response, error } = await api.GET('/v1/ApiKeys', { headers: { 'X-Api-Key': trimmed } });
      if (response.ok) {
        session.signIn(trimmed);
        if (location.hash === '') location.hash = '#/templates';
      } else setProblem(problemOf(error, response));
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <main id="main" class="sign-in">
      <h1 tabIndex={-1}>Sign in to Quire</h1>
      {notice !== undefined && <p role="status">{notice}</p>}
      <form onSubmit={submit}>
        <label for="api-key">API key</label>
        <input
          id="api-key"
          name="api-key"
          type="password"
          autoComplete="off"
          spellcheck={false}
          required
          value={key}
          onInput={(event) => setKey(event.currentTarget.value)}
          aria-describedby="api-key-help"
        />
        <p id="api-key-help" class="help">
          Paste a key (<code>qk_…</code>). The first start of the server prints one; <code>quire keys create</code> makes more. It is kept in this tab only, until you sign out or close it.
        </p>
        <button type="submit" disabled={busy || key.trim() === ''}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
      <ProblemNotice problem={problem} title="Not signed in" />
    </main>
  );
};
