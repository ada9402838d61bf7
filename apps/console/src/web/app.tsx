import { useEffect, useState } from 'preact/hooks';
import { href, type Route, useRoute } from './router';
import { session } from './session';
import { api, type Schemas, settle } from './api/client';
import { SignIn } from './pages/sign-in';
import { TemplatesPage } from './pages/templates';
import { TemplatePage } from './pages/template';
import { InterviewPage } from './pages/interview';
import { GeneratePage } from './pages/generate';
import { LibraryPage } from './pages/library';
import { SnippetPage } from './pages/snippet';
import { KeysPage } from './pages/keys';
import { MembersPage } from './pages/members';
import { SettingsPage } from './pages/settings';
import { AuditPage } from './pages/audit';
import { BatchesPage } from './pages/batches';
import { ComparePage } from './pages/compare';

const sections = [
  { path: 'templates', label: 'Templates' },
  { path: 'generate', label: 'Generate' },
  { path: 'batches', label: 'Batches' },
  { path: 'library', label: 'Library' },
  { path: 'compare', label: 'Compare' },
  { path: 'keys', label: 'API keys' },
  { path: 'members', label: 'Members' },
  { path: 'settings', label: 'Settings' },
  { path: 'audit', label: 'Audit log' },
] as const;

const Page = ({ route }: { readonly route: Route }) => {
  const [section = 'templates', id, more] = route.parts;
  switch (section) {
    case 'templates':
      return id === undefined ? <TemplatesPage query={route.query} /> : <TemplatePage key={id} id={id} />;
    case 'interview':
      // Keyed: another template's interview starts afresh (its answers, its generated files).
      return <InterviewPage key={id} templateIds={(id ?? '').split(',').filter((part) => part !== '')} query={route.query} />;
    case 'generate':
      return <GeneratePage />;
    case 'batches':
      return <BatchesPage id={id} />;
    case 'library':
      return id === 'snippets' && more !== undefined ? <SnippetPage key={more} id={more} /> : <LibraryPage tab={id ?? 'aliases'} focus={more} />;
    case 'keys':
      return <KeysPage />;
    case 'members':
      return <MembersPage />;
    case 'settings':
      return <SettingsPage />;
    case 'audit':
      return <AuditPage />;
    case 'compare':
      return <ComparePage />;
    default:
      return (
        <section>
          <h1>Not found</h1>
          <p>
            There is no page here. <a href={href('templates')}>Go to the templates.</a>
          </p>
        </section>
      );
  }
};

/** Ends the session cookie's session at the server (with its CSRF token), then forgets it here; a key is just forgotten. */
const signOut = async (): Promise<void> => {
  // The client adds X-CSRF-Token to a change made with the session cookie.
  if (session.key() === undefined) await settle(api.POST('/auth/logout'));
  session.signOut();
};

/** The console: sign in (with the identity provider, or a key), then the pages, with a skip link, a labelled navigation and the main region. */
export const App = () => {
  const [signedIn, setSignedIn] = useState(() => session.signedIn());
  const [notice, setNotice] = useState<string | undefined>(undefined);
  /** How people sign in here, and whether the session cookie signs someone in already (asked once, at load). */
  const [status, setStatus] = useState<Schemas['SignInStatus'] | undefined>(undefined);
  useEffect(
    () =>
      session.onChange((message) => {
        setSignedIn(session.signedIn());
        setNotice(message);
      }),
    [],
  );
  useEffect(() => {
    void settle(api.GET('/auth/status')).then((result) => {
      const known: Schemas['SignInStatus'] = result.ok ? result.data : { provider: null, session: null };
      setStatus(known);
      if (known.session !== null && session.key() === undefined) session.signedInWithCookie({ name: known.session.user.name, tenant: known.session.tenant.name });
    });
  }, []);
  const route = useRoute();
  const section = route.parts[0] ?? 'templates';
  useEffect(() => {
    // A new page: its heading takes the focus, so keyboard and screen-reader users start there.
    document.querySelector<HTMLElement>('main h1')?.focus();
  }, [route.parts.join('/')]);
  if (!signedIn) {
    if (status === undefined) return <main id="main" class="sign-in" aria-busy="true" />;
    return <SignIn notice={notice} provider={status.provider} />;
  }
  const person = session.person();
  return (
    <>
      <a class="skip" href="#main">
        Skip to content
      </a>
      <header class="top">
        <span class="brand">Quire</span>
        <nav aria-label="Sections">
          <ul>
            {sections.map(({ path, label }) => (
              <li key={path}>
                <a href={href(path)} aria-current={section === path || (section === 'interview' && path === 'generate') ? 'page' : undefined}>
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {person !== undefined && (
          <span class="signed-in-as">
            {person.name} · {person.tenant}
          </span>
        )}
        <button type="button" class="secondary" onClick={() => void signOut()}>
          Sign out
        </button>
      </header>
      <main id="main">
        <Page route={route} />
      </main>
    </>
  );
};
