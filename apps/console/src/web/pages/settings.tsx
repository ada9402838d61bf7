import { useState } from 'preact/hooks';
import { api, type Problem, type Schemas, settle } from '../api/client';
import { Dialog, DialogButtons } from '../components/dialog';
import { ProblemNotice } from '../components/problem-notice';
import { useLoad } from '../components/use-load';

/** A PKCS#12 file as the picker offers it. */
const PKCS12 = '.p12,.pfx,application/x-pkcs12';

const day = (iso: string): string => new Date(iso).toLocaleDateString();

/** The certificate's facts, as a definition list. */
const CertificateFacts = ({ certificate }: { readonly certificate: Schemas['SigningCertificate'] }) => (
  <dl class="facts">
    <dt>Subject</dt>
    <dd>{certificate.subject}</dd>
    <dt>Issuer</dt>
    <dd>{certificate.issuer}</dd>
    <dt>Valid</dt>
    <dd class="varies">
      from {day(certificate.validFrom)} to {day(certificate.validTo)}
    </dd>
    <dt>SHA-256 fingerprint</dt>
    <dd class="varies">
      <code>{certificate.fingerprint256}</code>
    </dd>
    <dt>Uploaded</dt>
    <dd class="varies">{day(certificate.createdAt)}</dd>
  </dl>
);

/**
 * The tenant's settings (owners only): the signing certificate that seals PDFs (`pdf.seal`). Its
 * facts are shown; its key and passphrase never leave the server once uploaded.
 */
export const SettingsPage = () => {
  const settings = useLoad(() => settle(api.GET('/v1/Settings')), []);
  const [file, setFile] = useState<File | undefined>(undefined);
  const [passphrase, setPassphrase] = useState('');
  const [problem, setProblem] = useState<Problem | undefined>(undefined);
  const [status, setStatus] = useState('');
  const [removing, setRemoving] = useState(false);

  const upload = async (event: Event) => {
    event.preventDefault();
    const formElement = event.currentTarget as HTMLFormElement;
    if (file === undefined) return;
    const form = new FormData();
    form.append('file', file, file.name);
    form.append('passphrase', passphrase);
    const stored = await settle(api.PUT('/v1/Settings/SigningCertificate', { body: {} as Schemas['SigningCertificateForm'], bodySerializer: () => form }));
    setProblem(stored.ok ? undefined : stored.problem);
    setStatus(stored.ok ? `The certificate of ${stored.data.subject} seals PDFs from now on.` : '');
    if (stored.ok) {
      // The file picker forgets the file too: the next upload starts from nothing.
      formElement.reset();
      setPassphrase('');
      setFile(undefined);
      settings.reload();
    }
  };
  const remove = async () => {
    const removed = await settle(api.DELETE('/v1/Settings/SigningCertificate'));
    setProblem(removed.ok ? undefined : removed.problem);
    setStatus(removed.ok ? 'The certificate is removed: a seal asked for now is refused.' : '');
    setRemoving(false);
    if (removed.ok) settings.reload();
  };
  const certificate = settings.data?.signingCertificate ?? null;
  const ownersOnly = settings.problem?.code === 'forbidden';

  return (
    <section aria-labelledby="settings-title">
      <h1 id="settings-title" tabIndex={-1}>
        Settings
      </h1>
      {ownersOnly ? (
        <p>Only the tenant's owners see and change its settings.</p>
      ) : (
        <>
          <h2>Signing certificate</h2>
          <p>
            PDFs asked for with a seal are signed with this certificate (PAdES): a reader shows who sealed a document and that it has not changed since. Upload a PKCS#12 file (.p12 or
            .pfx) and its passphrase; they are stored encrypted and never shown again.
          </p>
          {settings.data !== undefined && (certificate === null ? <p>The tenant has no signing certificate: a seal is refused until one is uploaded.</p> : <CertificateFacts certificate={certificate} />)}
          <form class="inline" onSubmit={upload}>
            <label for="certificate-file">{certificate === null ? 'Certificate (.p12, .pfx)' : 'Replace with (.p12, .pfx)'}</label>
            <input id="certificate-file" type="file" accept={PKCS12} required onChange={(event) => setFile(event.currentTarget.files?.[0])} />
            <label for="certificate-passphrase">Passphrase</label>
            <input id="certificate-passphrase" type="password" autocomplete="off" value={passphrase} maxLength={1024} onInput={(event) => setPassphrase(event.currentTarget.value)} />
            <button type="submit" disabled={file === undefined}>
              Upload certificate
            </button>
            {certificate !== null && (
              <button type="button" class="secondary" onClick={() => setRemoving(true)}>
                Remove certificate
              </button>
            )}
          </form>
          <ProblemNotice problem={problem ?? settings.problem} />
          <p role="status">{status}</p>
        </>
      )}
      <Dialog title="Remove the signing certificate" open={removing} onClose={() => setRemoving(false)}>
        <p>Remove the signing certificate? PDFs asked for with a seal are refused until another is uploaded.</p>
        <DialogButtons onCancel={() => setRemoving(false)}>
          <button type="button" onClick={() => void remove()}>
            Remove
          </button>
        </DialogButtons>
      </Dialog>
    </section>
  );
};
