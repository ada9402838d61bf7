/**
 * The StarBasic macro a worker's soffice runs once at start (ADR 0014). It opens a hidden, empty
 * Writer document and keeps it: soffice ends itself after a conversion forwarded to it (`--convert-to`
 * from a second soffice on the same profile) when no document is left open, and this one stays open.
 * Then it says it is ready by writing the file `ready` into the directory QUIRE_PDF_JOBS names.
 *
 * `ConvertRefreshed` converts with the fields refreshed first (generation's `updateFields`): a plain
 * conversion keeps a table of contents' page numbers as the file had them. It opens the document
 * hidden, updates every index (tables of contents…) and field (page references), twice (the first
 * update may move the pages the second counts), exports the PDF beside as `.part` and renames it,
 * or writes `<output>.failed`. `sVersion` and `sTagged` are the export filter's `SelectPdfVersion`
 * ("0", "2" PDF/A-2b, "3" PDF/A-3b) and `UseTaggedPDF` ("1" or "0").
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

Sub ConvertRefreshed(sIn As String, sOut As String, sVersion As String, sTagged As String)
  On Error GoTo Failed
  Dim aLoad(0) As New com.sun.star.beans.PropertyValue
  aLoad(0).Name = "Hidden" : aLoad(0).Value = True
  Dim oDoc As Object
  oDoc = StarDesktop.loadComponentFromURL(sIn, "_blank", 0, aLoad())
  Dim oIndexes As Object
  oIndexes = oDoc.getDocumentIndexes()
  Dim nPass As Integer, i As Integer
  For nPass = 1 To 2
    For i = 0 To oIndexes.getCount() - 1
      oIndexes.getByIndex(i).update()
    Next i
    oDoc.getTextFields().refresh()
  Next nPass
  Dim aFilter(1) As New com.sun.star.beans.PropertyValue
  aFilter(0).Name = "SelectPdfVersion" : aFilter(0).Value = CLng(sVersion)
  aFilter(1).Name = "UseTaggedPDF" : aFilter(1).Value = (sTagged = "1")
  Dim aStore(1) As New com.sun.star.beans.PropertyValue
  aStore(0).Name = "FilterName" : aStore(0).Value = "writer_pdf_Export"
  aStore(1).Name = "FilterData" : aStore(1).Value = aFilter()
  oDoc.storeToURL(sOut & ".part", aStore())
  oDoc.close(True)
  Name ConvertFromURL(sOut & ".part") As ConvertFromURL(sOut)
  Exit Sub
Failed:
  Dim n As Integer
  n = FreeFile
  Open ConvertFromURL(sOut) & ".failed" For Output As #n
  Print #n, Error$
  Close #n
End Sub
`;
