import { ipcPipePath } from './ipc-pipe-path';

describe('ipcPipePath', () => {
  it('is the name LibreOffice 7.4 gives the IPC socket of a profile', () => {
    // Observed: soffice -env:UserInstallation=file:///tmp/pdfx/prof2 made this socket, as root.
    expect(ipcPipePath('file:///tmp/pdfx/prof2', 0)).toBe('/tmp/OSL_PIPE_0_SingleOfficeIPC_d068817a918c3b7a6966042dcb73064');
  });
});
