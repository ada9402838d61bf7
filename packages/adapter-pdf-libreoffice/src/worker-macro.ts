/**
 * The StarBasic macro a worker's soffice runs once at start (ADR 0014). It opens a hidden, empty
 * Writer document and keeps it: soffice ends itself after a conversion forwarded to it (`--convert-to`
 * from a second soffice on the same profile) when no document is left open, and this one stays open.
 * Then it says it is ready by writing the file `ready` into the directory QUIRE_PDF_JOBS names.
 */
export const workerMacro = `
Sub Main
  Dim aLoad(0) As New com.sun.star.beans.PropertyValue
  aLoad(0).Name = "Hidden" : aLoad(0).Value = True
  StarDesktop.loadComponentFromURL("private:factory/swriter", "_blank", 0, aLoad())
  Dim sReady As String
  sReady = Environ("QUIRE_PDF_JOBS") & "/ready"
  Dim n As Integer
  n = FreeFile
  Open sReady & ".part" For Output As #n
  Print #n, "ready"
  Close #n
  Name sReady & ".part" As sReady
End Sub
`;
