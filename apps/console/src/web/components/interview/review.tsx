import type { Question } from '../../api/interview-types';
import { answerText, type Data, isAnswered, type Item, itemSummary, labelOf, type Section } from './interview-model';

/**
 * Every question that applies, section by section, with its answer (an item's summary for a
 * repeating group), what is still missing, the server's problems, and a link back to each answer.
 */
export const Review = ({
  sections,
  data,
  shown,
  errorAt,
  linkTo,
}: {
  sections: ReadonlyArray<Section>;
  data: Data;
  shown: (question: Question) => boolean;
  errorAt: (path: string) => string | undefined;
  linkTo: (section: number, alias: string) => string;
}) => (
  <div class="review">
    {sections.map((section) => {
      const questions = section.questions.filter(shown);
      if (questions.length === 0) return null;
      return (
        <table key={section.number} class="review-section">
          <caption>
            Section {section.number}: {section.title}
          </caption>
          <thead>
            <tr>
              <th scope="col">Question</th>
              <th scope="col">Answer</th>
              <th scope="col">
                <span class="visually-hidden">Change</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {questions.map((question) => {
              const value = data[question.alias];
              const label = labelOf(question);
              const error = errorAt(question.alias);
              const items = Array.isArray(value) && (question.itemFields ?? []).length > 0 ? (value as Item[]) : undefined;
              return (
                <tr key={question.alias} data-testid="review-answer" data-question={question.alias}>
                  <th scope="row">{label}</th>
                  <td>
                    {items !== undefined ? (
                      <ol class="summaries">
                        {items.map((item, index) => (
                          <li key={index}>{itemSummary(question.itemFields ?? [], item)}</li>
                        ))}
                      </ol>
                    ) : isAnswered(value) ? (
                      <span class="answer">{answerText(question, value, 120)}</span>
                    ) : (
                      <span class={question.required === true ? 'missing' : 'muted'}>{question.required === true ? 'Not answered (required: left blank in the document)' : 'Not answered'}</span>
                    )}
                    {error !== undefined && <p class="error">{error}</p>}
                  </td>
                  <td>
                    <a href={linkTo(section.number, question.alias)} aria-label={`Change ${label}`}>
                      Change
                    </a>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      );
    })}
  </div>
);
