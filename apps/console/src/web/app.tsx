import { useEffect, useState } from 'preact/hooks';
import { href, type Route, useRoute } from './router';
import { session } from './session';
import { SignIn } from './pages/sign-in';
import { TemplatesPage } from './pages/templates';
import { TemplatePage } from './pages/template';
import { InterviewPage } from './pages/interview';
import { GeneratePage } from './pages/generate';
import { LibraryPage } from './pages/library';
import { KeysPage } from './pages/keys';
import { MembersPage } from './pages/members';
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
      return <LibraryPage tab={id ?? 'aliases'} focus={more} />;
    case 'keys':
      return <KeysPage />;
    case 'members':
      return <MembersPage />;
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

/** The console: sign in with a key, then the pages, with a skip link, a labelled navigation and the main region. */
export const App = () => {
  const [signedIn, setSignedIn] = useState(() => session.key() !== undefined);
  const [notice, setNotice] = useState<string | undefined>(undefined);
  useEffect(
    () =>
      session.onChange((message) => {
        setSignedIn(session.key() !== undefined);
        setNotice(message);
      }),
    [],
  );
  const route = useRoute();
  const section = route.parts[0] ?? 'templates';
  useEffect(() => {
    // A new page: its heading takes the focus, so keyboard and screen-reader users start there.
    document.querySelector<HTMLElement>('main h1')?.focus();
  }, [route.parts.join('/')]);
  if (!signedIn) return <SignIn notice={notice} />;
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
        <button type="button" class="secondary" onClick={() => session.signOut()}>
          Sign out
        </button>
      </header>
      <main id="main">
        <Page route={route} />
      </main>
    </>
  );
};
