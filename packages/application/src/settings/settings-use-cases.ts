import type { Ports } from '@quire/ports/ports';
import { readsOf, writesOf } from '../use-cases-of';
import { deleteSigningCertificate } from './delete-signing-certificate';
import { getSigningCertificate } from './get-signing-certificate';
import { putSigningCertificate } from './put-signing-certificate';

/** The tenant's settings (`/Settings`): its signing certificate for sealed PDFs. */
export const settingsUseCases = (ports: Ports) => ({
  ...readsOf(ports, { getSigningCertificate }),
  ...writesOf(ports, { putSigningCertificate, deleteSigningCertificate }),
});
export type SettingsUseCases = ReturnType<typeof settingsUseCases>;
