/**
 * The StarBasic program a warm soffice runs for its whole life (ADR 0011): it polls its private job
 * directory (named by QUIRE_PDF_JOBS) for `job.docx`, converts it and answers `job.pdf`, or `job.err`
 * with the reason. Answers are written under a `.part` name and renamed, so the reader never sees half
 * a file. The load forces the Word 2007 filter (no type detection of other formats), never updates
 * links and never runs document macros; it is hidden and read-only.
 */
export const workerMacro = `
Sub Main
  Dim sDir As String
  sDir = Environ("QUIRE_PDF_JOBS")
  WriteText(sDir & "/ready", "ready")
  Do While True
    If FileExists(sDir & "/job.docx") Then
      Convert(sDir)
    Else
      Wait 10
    End If
  Loop
End Sub

Sub WriteText(sPath As String, sText As String)
  Dim n As Integer
  n = FreeFile
  Open sPath & ".part" For Output As #n
  Print #n, sText
  Close #n
  Name sPath & ".part" As sPath
End Sub

Sub Convert(sDir As String)
  Dim oDoc As Object
  On Error GoTo Failed
  Dim aLoad(5) As New com.sun.star.beans.PropertyValue
  aLoad(0).Name = "Hidden" : aLoad(0).Value = True
  aLoad(1).Name = "ReadOnly" : aLoad(1).Value = True
  aLoad(2).Name = "FilterName" : aLoad(2).Value = "MS Word 2007 XML"
  aLoad(3).Name = "UpdateDocMode" : aLoad(3).Value = com.sun.star.document.UpdateDocMode.NO_UPDATE
  aLoad(4).Name = "MacroExecutionMode" : aLoad(4).Value = com.sun.star.document.MacroExecMode.NEVER_EXECUTE
  aLoad(5).Name = "Silent" : aLoad(5).Value = True
  oDoc = StarDesktop.loadComponentFromURL(ConvertToURL(sDir & "/job.docx"), "_blank", 0, aLoad())
  If IsNull(oDoc) Then
    Kill sDir & "/job.docx"
    WriteText(sDir & "/job.err", "LibreOffice could not read the document")
    Exit Sub
  End If
  Dim aStore(0) As New com.sun.star.beans.PropertyValue
  aStore(0).Name = "FilterName" : aStore(0).Value = "writer_pdf_Export"
  oDoc.storeToURL(ConvertToURL(sDir & "/job.pdf.part"), aStore())
  oDoc.close(True)
  Kill sDir & "/job.docx"
  Name sDir & "/job.pdf.part" As sDir & "/job.pdf"
  Exit Sub
Failed:
  Dim sErr As String
  sErr = Error$ & " (Basic error " & Err & ")"
  On Error Resume Next
  If Not IsNull(oDoc) Then oDoc.close(True)
  Kill sDir & "/job.docx"
  WriteText(sDir & "/job.err", sErr)
End Sub
`;
