import type { Ports } from '@quire/ports/ports';
import { readsOf, writesOf } from '../use-cases-of';
import { deleteSigningCertificate } from './delete-signing-certificate';
import { getSettings } from './get-settings';
import { getSigningCertificate } from './get-signing-certificate';
import { putSigningCertificate } from './put-signing-certificate';

/** The tenant's settings (`/Settings`): its signing certificate for sealed PDFs. */
export const settingsUseCases = (ports: Ports) => ({
  ...readsOf(ports, { getSettings, getSigningCertificate }),
  ...writesOf(ports, { putSigningCertificate, deleteSigningCertificate }),
});
export type SettingsUseCases = ReturnType<typeof settingsUseCases>;
