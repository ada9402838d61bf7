#!/usr/bin/env python3
"""Writes the example templates and snippets of examples/ as real Word documents.

Run from the repository root:  /usr/bin/python3 examples/build/build_examples.py
(python-docx, Debian package python3-docx). The .docx files it writes are committed, so
`quire examples load` needs no build; run this only after changing the documents below.

The documents start from python-docx's default template, which is a document saved by Word:
its styles.xml has the Title, Heading, List Number and List Bullet styles (with their
numbering definitions in numbering.xml) and the table styles, as a firm's own template would.
The zip is rewritten with fixed timestamps so that an unchanged document builds to the same bytes.
"""
import io
import os
import zipfile

from docx import Document
from docx.enum.table import WD_TABLE_ALIGNMENT
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.oxml import OxmlElement
from docx.oxml.ns import qn
from docx.shared import Inches, Pt, RGBColor

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
NAVY = RGBColor(0x1F, 0x2A, 0x44)


# ---------------------------------------------------------------- helpers

def new_document(font="Georgia", size=11, title=None, author="Quire examples"):
    document = Document()
    normal = document.styles["Normal"]
    normal.font.name = font
    normal.font.size = Pt(size)
    normal.element.rPr.rFonts.set(qn("w:eastAsia"), font)
    normal.paragraph_format.space_after = Pt(6)
    for name in ("Heading 1", "Heading 2", "Title"):
        document.styles[name].font.name = font
        document.styles[name].font.color.rgb = NAVY
    section = document.sections[0]
    section.page_width, section.page_height = Inches(8.5), Inches(11)
    for side in ("left_margin", "right_margin", "top_margin", "bottom_margin"):
        setattr(section, side, Inches(1))
    core = document.core_properties
    core.author = author
    core.last_modified_by = author
    core.title = title or ""
    core.comments = ""
    return document


def para(container, *runs, style=None, align=None, space_after=None, keep_with_next=False):
    """A paragraph of runs: each run is a text or (text, {bold, italic, underline, size, caps}).
    A header or footer starts with one empty paragraph (as Word makes it): the first line goes there."""
    first = getattr(container, "is_linked_to_previous", None) is not None and len(container.paragraphs) == 1 and container.paragraphs[0].text == "" and not container.paragraphs[0].runs
    paragraph = container.paragraphs[0] if first else container.add_paragraph(style=style)
    if first and style is not None:
        paragraph.style = style
    for run in runs:
        text, fmt = (run, {}) if isinstance(run, str) else run
        r = paragraph.add_run(text)
        r.bold = fmt.get("bold")
        r.italic = fmt.get("italic")
        r.underline = fmt.get("underline")
        if "size" in fmt:
            r.font.size = Pt(fmt["size"])
        if fmt.get("caps"):
            r.font.all_caps = True
        if fmt.get("color"):
            r.font.color.rgb = fmt["color"]
    if align is not None:
        paragraph.alignment = align
    if space_after is not None:
        paragraph.paragraph_format.space_after = Pt(space_after)
    if keep_with_next:
        paragraph.paragraph_format.keep_with_next = True
    return paragraph


def field(paragraph, instruction, shown="1"):
    """A simple field (PAGE, NUMPAGES) as Word writes it: w:fldSimple around a run with the last result."""
    simple = OxmlElement("w:fldSimple")
    simple.set(qn("w:instr"), f" {instruction} ")
    run = OxmlElement("w:r")
    text = OxmlElement("w:t")
    text.text = shown
    run.append(text)
    simple.append(run)
    paragraph._p.append(simple)


def page_x_of_y(paragraph):
    paragraph.add_run("Page ")
    field(paragraph, "PAGE")
    paragraph.add_run(" of ")
    field(paragraph, "NUMPAGES")


def no_borders(table):
    borders = OxmlElement("w:tblBorders")
    for edge in ("top", "left", "bottom", "right", "insideH", "insideV"):
        element = OxmlElement(f"w:{edge}")
        element.set(qn("w:val"), "nil")
        borders.append(element)
    table._tbl.tblPr.append(borders)


def repeat_as_header(row):
    """Marks a row as the table's header row (repeated on each page)."""
    tr_pr = row._tr.get_or_add_trPr()
    header = OxmlElement("w:tblHeader")
    tr_pr.append(header)


def shade(cell, fill):
    tc_pr = cell._tc.get_or_add_tcPr()
    shading = OxmlElement("w:shd")
    shading.set(qn("w:val"), "clear")
    shading.set(qn("w:color"), "auto")
    shading.set(qn("w:fill"), fill)
    tc_pr.append(shading)


def cell_text(cell, *runs, align=None):
    """Replaces the cell's empty first paragraph with the runs."""
    paragraph = cell.paragraphs[0]
    for run in runs:
        text, fmt = (run, {}) if isinstance(run, str) else run
        r = paragraph.add_run(text)
        r.bold = fmt.get("bold")
        r.italic = fmt.get("italic")
    if align is not None:
        paragraph.alignment = align
    paragraph.paragraph_format.space_after = Pt(2)
    return paragraph


def save(document, relative):
    """Saves, then rewrites the zip with a fixed timestamp per entry (reproducible bytes)."""
    buffer = io.BytesIO()
    document.save(buffer)
    source = zipfile.ZipFile(io.BytesIO(buffer.getvalue()))
    path = os.path.join(ROOT, relative)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as target:
        for info in source.infolist():
            if info.filename == "docProps/thumbnail.jpeg":
                continue  # python-docx's template carries a thumbnail of an empty page
            data = source.read(info.filename)
            if info.filename == "_rels/.rels":
                data = data.replace(
                    b'<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/thumbnail" Target="docProps/thumbnail.jpeg"/>',
                    b"",
                )
            if info.filename == "[Content_Types].xml":
                data = data.replace(b'<Default Extension="jpeg" ContentType="image/jpeg"/>', b"")
            entry = zipfile.ZipInfo(info.filename, date_time=(2026, 1, 1, 0, 0, 0))
            entry.compress_type = zipfile.ZIP_DEFLATED
            target.writestr(entry, data)
    print(f"wrote {relative}")


# ---------------------------------------------------------------- templates

def engagement_letter():
    d = new_document(title="Engagement letter: {{client_name}} ({{matter_number}})")
    header = d.sections[0].header
    para(header, ("{{firm_name}}", {"bold": True, "size": 16, "color": NAVY}), align=WD_ALIGN_PARAGRAPH.CENTER, space_after=0)
    para(header, ("{{firm_address}}", {"size": 9}), align=WD_ALIGN_PARAGRAPH.CENTER)
    footer = d.sections[0].footer.paragraphs[0]
    footer.alignment = WD_ALIGN_PARAGRAPH.CENTER
    footer.add_run("Privileged and confidential · Matter {{matter_number}} · ")
    page_x_of_y(footer)

    para(d, "{{! Run the conflict check and enter the matter number before sending. }}")
    para(d, "{{letter_date}}", space_after=12)
    para(d, ("PRIVATE AND CONFIDENTIAL", {"bold": True}))
    para(d, ("By e-mail and first-class mail", {"italic": True}), space_after=12)
    para(d, "{{client_name}}", space_after=0)
    para(d, "{{client_address}}", space_after=12)
    para(d, ("Re:\tEngagement of {{firm_name}} — {{matter_description}}", {"bold": True}), space_after=0)
    para(d, ("\tOur reference: {{matter_number}}", {"bold": True}), space_after=12)
    para(d, "Dear {{client_contact_name}}:")
    para(d, "Thank you for choosing {{firm_name}}. This letter confirms the terms on which we will represent "
            "{{client_name}} and what each of us can expect from the other.")

    para(d, "Scope of the engagement", style="Heading 1")
    para(d, "You have asked us to represent {{client_name}} in connection with {{matter_description}}. "
            "Our engagement is limited to that matter; any other work will be the subject of a separate letter. "
            "{{partner_name}} will be responsible for the matter, assisted by other lawyers of the firm as needed.")

    para(d, "Fees", style="Heading 1")
    para(d, "{{#if hourly_fee}}")
    para(d, "Our fees will be based on the time spent on the matter. {{partner_name}}’s hourly rate is "
            "{{hourly_rate}}; associates are billed at {{associate_rate}} per hour. We review our rates each "
            "January and will tell you in writing before any change applies to this matter.")
    para(d, "{{else if fee_is_fixed}}")
    para(d, "We have agreed a fixed fee of {{fixed_fee | words}} dollars ({{fixed_fee}}) for the work described "
            "above, payable in two equal instalments: on signature of this letter, and on completion.")
    para(d, "{{else}}")
    para(d, "Our fee will be {{contingency_percent | words}} percent ({{contingency_percent}}%) of any amount "
            "recovered for {{client_name}}, by settlement or judgment, before deduction of costs. If there is no "
            "recovery, you will owe us no fee; costs are payable in either case.")
    para(d, "{{/if}}")
    para(d, "{{#if retainer_required}}Before we begin work we ask for a retainer of {{retainer_amount}}, which we hold "
            "in our client trust account and apply to our final invoice.{{/if}}")

    para(d, "What we need from you", style="Heading 1")
    for item in (
        "complete and accurate information, and prompt answers to our questions;",
        "copies of every document relevant to {{matter_description}}, including electronic records;",
        "timely payment of our invoices, as set out in the standard terms below.",
    ):
        para(d, item, style="List Bullet")

    para(d, "Standard terms", style="Heading 1")
    para(d, "{{> Standard Terms of Engagement}}")

    para(d, "If these terms are acceptable, please sign and return a copy of this letter by "
            "{{response_deadline | date: \"EEEE, MMMM d, yyyy\"}}. We look forward to working with you.", space_after=18)
    para(d, "{{> Partner Signature Block}}")
    save(d, "templates/engagement-letter.docx")


def mutual_nda():
    d = new_document(font="Times New Roman", size=12, title="Mutual NDA: {{Client Name}} and {{Counterparty}}")
    footer = d.sections[0].footer.paragraphs[0]
    footer.alignment = WD_ALIGN_PARAGRAPH.RIGHT
    footer.add_run("Mutual Non-Disclosure Agreement · {{client_short_name}} / {{counterparty_short_name}} · ")
    page_x_of_y(footer)

    para(d, "Mutual Non-Disclosure Agreement", style="Title", align=WD_ALIGN_PARAGRAPH.CENTER)
    para(d, "This Mutual Non-Disclosure Agreement (the “Agreement”) is entered into as of ",
         ("{{effective_date}}", {"bold": True}),
         " (the “Effective Date”) by and between {{Client Name}}, a {{client_entity_type}} (“{{client_short_name}}”), "
         "and {{Counterparty}}, a {{counterparty_entity_type}} (“{{counterparty_short_name}}”). Each is a “party”; "
         "the party disclosing information is the “Discloser” and the party receiving it the “Recipient”.")

    para(d, "1. Purpose", style="Heading 2")
    para(d, "The parties wish to exchange information for the purpose of {{purpose}} (the “Purpose”).")

    para(d, "2. Confidential Information", style="Heading 2")
    para(d, "{{> Definition of Confidential Information}}")

    para(d, "3. Obligations of the Recipient", style="Heading 2")
    para(d, "The Recipient shall:")
    for item in (
        "hold the Discloser’s Confidential Information in strict confidence;",
        "use it only for the Purpose;",
        "disclose it only to its employees, officers and advisers who need to know it for the Purpose and are bound "
        "by duties of confidentiality no less protective than this Agreement;",
        "protect it with at least the care it uses for its own information of like importance, and never less than "
        "reasonable care; and",
        "notify the Discloser promptly on learning of any unauthorised use or disclosure.",
    ):
        para(d, item, style="List Number")

    para(d, "4. Term", style="Heading 2")
    para(d, "This Agreement lasts {{term_years | words}} ({{term_years}}) {{term_years | plural: \"year\", \"years\"}} "
            "from the Effective Date. The obligations of section 3 survive for the same period after it ends.")

    para(d, "{{#if non_solicitation_applies}}")
    para(d, "Non-solicitation", style="Heading 2")
    para(d, "{{> Non-Solicitation}}")
    para(d, "{{/if}}")
    para(d, "{{#if include_residuals}}")
    para(d, "{{> Residuals Clause}}")
    para(d, "{{/if}}")

    para(d, "Governing law", style="Heading 2")
    para(d, "{{> Governing Law and Venue}}")
    para(d, "No licence or other right is granted by this Agreement except as expressly set out in it. This Agreement "
            "is the whole agreement of the parties on its subject and may be changed only in a writing signed by both.",
         space_after=18)

    para(d, "IN WITNESS WHEREOF, the parties have signed this Agreement as of the Effective Date.", keep_with_next=True)
    table = d.add_table(rows=1, cols=2)
    no_borders(table)
    for cell, name, short, signer, title in (
        (table.rows[0].cells[0], "{{Client Name}}", "{{client_short_name}}", "{{client_signatory}}", "{{client_signatory_title}}"),
        (table.rows[0].cells[1], "{{Counterparty}}", "{{counterparty_short_name}}", "{{counterparty_signatory}}", "{{counterparty_signatory_title}}"),
    ):
        cell_text(cell, (name, {"bold": True}))
        for line in ("", "By: ______________________________", f"Name: {signer}", f"Title: {title}", "Date: ____________________"):
            cell.add_paragraph(line)
    save(d, "templates/mutual-nda.docx")


def declaration_regarding_minor_children():
    d = new_document(font="Times New Roman", size=12, title="{{case_number}}: Declaration Regarding Minor Children")
    d.styles["Normal"].paragraph_format.line_spacing = 1.5
    header = d.sections[0].header
    para(header, ("{{court_name | upper}}", {"bold": True}), align=WD_ALIGN_PARAGRAPH.CENTER, space_after=0)
    para(header, ("COUNTY OF {{court_county | upper}}", {"bold": True}), align=WD_ALIGN_PARAGRAPH.CENTER)
    footer = d.sections[0].footer.paragraphs[0]
    footer.alignment = WD_ALIGN_PARAGRAPH.CENTER
    footer.add_run("DECLARATION REGARDING MINOR CHILDREN — Case No. {{Case No}} — ")
    page_x_of_y(footer)

    caption = d.add_table(rows=1, cols=2)
    caption.style = d.styles["Table Grid"]
    left, right = caption.rows[0].cells
    cell_text(left, ("In re the Marriage of", {"italic": True}))
    left.add_paragraph("Petitioner: {{Petitioner Name}}")
    left.add_paragraph("Respondent: {{Respondent}}")
    cell_text(right, ("CASE NUMBER:", {"bold": True}))
    right.add_paragraph("{{Case No}}")

    para(d, "DECLARATION UNDER THE UNIFORM CHILD CUSTODY JURISDICTION AND ENFORCEMENT ACT (UCCJEA)",
         align=WD_ALIGN_PARAGRAPH.CENTER, keep_with_next=True).runs[0].bold = True

    para(d, "I, {{Petitioner Name}}, declare:")
    para(d, "1.\tI am the petitioner in this proceeding. My address is:", space_after=0)
    para(d, "{{Petitioner Address}}").paragraph_format.left_indent = Inches(0.5)
    para(d, "{{#if children}}")
    para(d, "2.\tThere {{children | count | plural: \"is\", \"are\"}} {{children | count | words}} minor or dependent "
            "{{children | plural: \"child\", \"children\"}} of the marriage, listed below:", keep_with_next=True)
    table = d.add_table(rows=2, cols=5)
    table.style = d.styles["Table Grid"]
    table.alignment = WD_TABLE_ALIGNMENT.CENTER
    head = table.rows[0]
    repeat_as_header(head)
    for cell, text in zip(head.cells, ("No.", "Child’s name", "Date of birth", "Age", "Lives with")):
        cell_text(cell, (text, {"bold": True}))
        shade(cell, "D9E2F3")
    table.autofit = False
    widths = (0.5, 2.2, 1.3, 0.6, 1.9)
    for grid_column, width in zip(table._tbl.tblGrid.findall(qn("w:gridCol")), widths):
        grid_column.set(qn("w:w"), str(int(width * 1440)))  # twentieths of a point, as Word writes the grid
    for column, width in zip(table.columns, widths):
        for cell in column.cells:
            cell.width = Inches(width)
    row = table.rows[1].cells
    cell_text(row[0], "{{#each children}}{{@number}}", align=WD_ALIGN_PARAGRAPH.CENTER)
    cell_text(row[1], "{{name}}")
    cell_text(row[2], "{{date_of_birth | date: \"MM/dd/yyyy\"}}")
    cell_text(row[3], "{{age}}", align=WD_ALIGN_PARAGRAPH.CENTER)
    cell_text(row[4], "{{lives_with}}{{/each}}")
    para(d, "")
    para(d, "3.\tThe children under eighteen, for whom orders are requested, are: "
            "{{#each minor_children}}{{name}}{{#if @last}}.{{else}}, {{/if}}{{/each}}")
    para(d, "{{else}}")
    para(d, "2.\tThere are no minor or dependent children of the marriage.")
    para(d, "{{/if}}")
    para(d, "{{#if has_prior_proceedings}}")
    para(d, "4.\tI have participated in other proceedings concerning the custody of a child subject to this "
            "proceeding: {{prior_proceedings_details}}")
    para(d, "{{else}}")
    para(d, "4.\tI know of no other proceeding concerning the custody of a child subject to this proceeding.")
    para(d, "{{/if}}")
    para(d, "I declare under penalty of perjury under the laws of the State of {{court_state}} that the foregoing "
            "is true and correct.", space_after=18)

    signature = d.add_table(rows=1, cols=2)
    no_borders(signature)
    date_cell, sign_cell = signature.rows[0].cells
    cell_text(date_cell, "Date: {{filing_date}}")
    cell_text(sign_cell, "______________________________")
    sign_cell.add_paragraph("{{Petitioner Name | upper}}")
    sign_cell.add_paragraph().add_run("(TYPE OR PRINT NAME)").font.size = Pt(8)
    save(d, "templates/declaration-regarding-minor-children.docx")


# ---------------------------------------------------------------- snippets

def standard_terms():
    d = new_document(title="Standard Terms of Engagement")
    for heading, text in (
        ("Billing and payment. ",
         "{{#if fee_is_contingent}}We will send you a statement of costs each quarter; costs are payable within "
         "thirty days.{{else}}We bill monthly, with a description of the work done and the time spent; invoices are "
         "payable within thirty days.{{/if}} Disbursements (court fees, experts, travel) are billed at cost."),
        ("Conflicts of interest. ",
         "We have checked that we do not act for anyone whose interests conflict with those of {{client_name}} in "
         "this matter. We will tell you at once if a conflict arises."),
        ("Confidentiality. ",
         "We keep your information confidential, except where the law or the rules of professional conduct "
         "require otherwise."),
        ("Ending the engagement. ",
         "You may end our engagement at any time by writing to {{partner_name}}. We may end it as the rules of "
         "professional conduct allow, with reasonable notice. Fees and costs incurred until then remain payable."),
        ("Files. ",
         "{{firm_name}} keeps the file for seven years after the matter closes, after which it may be destroyed "
         "without further notice."),
    ):
        para(d, (heading, {"bold": True}), text)
    save(d, "snippets/standard-terms-of-engagement.docx")


def partner_signature_block():
    d = new_document(title="Partner Signature Block")
    table = d.add_table(rows=1, cols=2)
    no_borders(table)
    firm, client = table.rows[0].cells
    cell_text(firm, "Very truly yours,")
    firm.add_paragraph().add_run("{{firm_name}}").bold = True
    firm.add_paragraph("")
    firm.add_paragraph("By: ______________________________")
    firm.add_paragraph("{{partner_name}}")
    firm.add_paragraph("{{partner_title}}")
    firm.add_paragraph("{{partner_email}}")
    cell_text(client, ("AGREED AND ACCEPTED:", {"bold": True}))
    client.add_paragraph("{{client_name}}")
    client.add_paragraph("")
    client.add_paragraph("By: ______________________________")
    client.add_paragraph("Name: {{client_contact_name}}")
    client.add_paragraph("Date: ____________________")
    save(d, "snippets/partner-signature-block.docx")


def definition_of_confidential_information():
    d = new_document(font="Times New Roman", size=12, title="Definition of Confidential Information")
    para(d, "“Confidential Information” means all non-public information disclosed by a party, on or after the "
            "Effective Date, in any form, that is marked confidential or that a reasonable person would understand "
            "to be confidential, including business plans, customer lists, pricing, source code and know-how. "
            "Confidential Information does not include information that:")
    for item in (
        "is or becomes public through no fault of the Recipient;",
        "the Recipient knew, free of any duty of confidence, before receiving it;",
        "the Recipient receives from a third party free to disclose it; or",
        "the Recipient develops independently, without use of the Discloser’s information.",
    ):
        para(d, item, style="List Bullet")
    para(d, "A Recipient compelled by law to disclose Confidential Information may do so after giving the Discloser "
            "prompt notice (where lawful) and disclosing only what is required.")
    save(d, "snippets/definition-of-confidential-information.docx")


def non_solicitation():
    d = new_document(font="Times New Roman", size=12, title="Non-Solicitation")
    para(d, "During the term of this Agreement and for {{non_solicitation_months | words}} "
            "({{non_solicitation_months}}) months after it ends, neither party shall solicit for employment any "
            "employee of the other party with whom it had contact in connection with the Purpose. General "
            "advertisements not aimed at the other party’s employees are not solicitation.")
    save(d, "snippets/non-solicitation.docx")


def governing_law():
    d = new_document(font="Times New Roman", size=12, title="Governing Law and Venue")
    para(d, "This Agreement is governed by the laws of the State of {{governing_law_state}}, without regard to its "
            "conflict-of-laws rules. Each party submits to the exclusive jurisdiction of the state and federal "
            "courts located in {{venue_county}} County, {{governing_law_state}}.")
    para(d, "{{#if jury_waiver}}")
    para(d, ("EACH PARTY KNOWINGLY AND VOLUNTARILY WAIVES ANY RIGHT TO A TRIAL BY JURY IN ANY ACTION ARISING OUT OF "
             "OR RELATING TO THIS AGREEMENT.", {"bold": True}))
    para(d, "{{/if}}")
    save(d, "snippets/governing-law-and-venue.docx")


def placeholder_png(width=240, height=96, grey=0xC8):
    """A grey PNG (the logo's placeholder picture), written with zlib: no imaging library needed."""
    import struct
    import zlib

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    row = b"\x00" + bytes([grey, grey, grey]) * width
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(row * height, 9)) + chunk(b"IEND", b"")


def alt_text(picture, text):
    """Sets a picture's alternative text (Word: right-click › Edit Alt Text): the description of its wp:docPr."""
    for properties in picture._inline.iter(qn("wp:docPr")):
        properties.set("descr", text)


def fee_quote():
    """Pictures, styled text and calculations in one document: a logo placeholder picture, a markdown clause, line items
    whose total is a computed alias, and a column per timekeeper."""
    d = new_document(title="Fee quote {{quote_number}}: {{client_name}}")
    header = d.sections[0].header
    logo = para(header, align=WD_ALIGN_PARAGRAPH.LEFT, space_after=0)
    alt_text(logo.add_run().add_picture(io.BytesIO(placeholder_png()), width=Inches(2.0), height=Inches(0.8)), "{{firm_logo}}")
    para(header, ("{{firm_name}} · {{firm_address}}", {"size": 9}))
    footer = d.sections[0].footer.paragraphs[0]
    footer.alignment = WD_ALIGN_PARAGRAPH.CENTER
    footer.add_run("Quote {{quote_number}} · ")
    page_x_of_y(footer)

    para(d, "Fee quote {{quote_number}}", style="Title")
    para(d, "Prepared for {{client_name}} on {{letter_date}}; valid until {{quote_valid_until}}.", space_after=12)
    para(d, "Scope of work", style="Heading 1")
    para(d, "{{scope_of_work | markdown}}")

    para(d, "Estimated fees", style="Heading 1", keep_with_next=True)
    table = d.add_table(rows=5, cols=3)
    table.style = "Light Grid Accent 1"
    head, loop_open, item, loop_close, total = table.rows
    repeat_as_header(head)
    cell_text(head.cells[0], ("Service", {"bold": True}))
    cell_text(head.cells[1], ("{{#each timekeepers}}{{.}}{{/each}}", {"bold": True}), align=WD_ALIGN_PARAGRAPH.RIGHT)
    cell_text(head.cells[2], ("Amount", {"bold": True}), align=WD_ALIGN_PARAGRAPH.RIGHT)
    cell_text(loop_open.cells[0], "{{#each line_items}}")
    cell_text(item.cells[0], "{{description}}")
    cell_text(item.cells[1], "{{#each hours}}{{.}}{{/each}}", align=WD_ALIGN_PARAGRAPH.RIGHT)
    cell_text(item.cells[2], "{{amount | currency: \"USD\"}}", align=WD_ALIGN_PARAGRAPH.RIGHT)
    cell_text(loop_close.cells[0], "{{/each}}")
    cell_text(total.cells[0], ("Total (estimate)", {"bold": True}))
    cell_text(total.cells[2], ("{{quote_total}}", {"bold": True}), align=WD_ALIGN_PARAGRAPH.RIGHT)
    para(d, "")
    para(d, "Hours are shown per timekeeper. Amounts are estimates; we bill the time actually spent.", space_after=12)
    para(d, "{{#if retainer_required}}")
    para(d, "We ask for a retainer of {{retainer_amount}} before work begins.")
    para(d, "{{/if}}")
    para(d, "{{partner_name}}, {{partner_title}}")
    save(d, "templates/fee-quote.docx")


if __name__ == "__main__":
    standard_terms()
    partner_signature_block()
    definition_of_confidential_information()
    non_solicitation()
    governing_law()
    engagement_letter()
    mutual_nda()
    declaration_regarding_minor_children()
    fee_quote()
