import * as E from 'fp-ts/Either';
import { tenantId } from '../ids';
import { changeWebhook, createWebhook, DISABLED_BY_USER, disableWebhook, parseWebhookUrl, receives, webhookId } from './webhook';

const T = new Date('2026-01-01T00:00:00.000Z');
const LATER = new Date('2026-01-02T00:00:00.000Z');
const limits = { eventTypes: ['job.succeeded', 'job.failed', 'webhook.test'], maxUrlLength: 60, maxDescriptionLength: 20 };
const created = () => {
  const result = createWebhook({ id: webhookId('w1'), tenantId: tenantId('t1'), url: ' https://Hooks.Example.com/q ', events: ['job.succeeded', 'job.succeeded'], sealedSecret: 'sealed', now: T }, limits);
  if (E.isLeft(result)) throw new Error('expected a webhook');
  return result.right;
};

describe('webhook', () => {
  describe('parseWebhookUrl', () => {
    it.each([
      ['', 'must not be empty'],
      ['hooks.example.com', 'must be an absolute http or https URL'],
      ['ftp://example.com/', 'must be an http or https URL'],
      ['https://user:pw@example.com/', 'must not hold a user name or password'],
      ['https://example.com/#frag', 'must not have a fragment (#...)'],
      [`https://example.com/${'x'.repeat(60)}`, 'must be at most 60 characters'],
      ['https://exa\nmple.com/', 'must not contain control characters'],
    ])('refuses %j: %s', (url, reason) => {
      expect(parseWebhookUrl(url, 60)).toEqual(E.left({ field: 'url', reason }));
    });

    it('answers the normal form', () => {
      expect(parseWebhookUrl('HTTPS://Hooks.Example.com:443/a b', 60)).toEqual(E.right('https://hooks.example.com/a%20b'));
    });
  });

  describe('createWebhook', () => {
    it('is active, with its events once each and the URL in normal form', () => {
      expect(created()).toMatchObject({ status: 'active', events: ['job.succeeded'], url: 'https://hooks.example.com/q', description: '', version: 1 });
    });

    it('names every field that breaks a rule', () => {
      const result = createWebhook({ id: webhookId('w1'), tenantId: tenantId('t1'), url: 'nope', events: ['job.done'], description: 'x'.repeat(21), sealedSecret: 's', now: T }, limits);
      expect(E.isLeft(result) && result.left.problems.map((problem) => problem.field)).toEqual(['url', 'events', 'description']);
      const none = createWebhook({ id: webhookId('w1'), tenantId: tenantId('t1'), url: 'https://a.example.com', events: [], sealedSecret: 's', now: T }, limits);
      expect(E.isLeft(none) && none.left.problems).toEqual([{ field: 'events', reason: 'must name at least one event type' }]);
    });
  });

  describe('changes of status', () => {
    it('disables with a reason, and a user re-enables it, clearing the reason', () => {
      const disabled = disableWebhook(created(), 'deliveries failed', LATER);
      expect(disabled).toMatchObject({ status: 'disabled', disabledReason: 'deliveries failed', disabledAt: LATER, version: 2 });
      expect(receives(disabled, 'job.succeeded')).toBe(false);
      expect(disableWebhook(disabled, 'again', LATER)).toBe(disabled);
      const enabled = changeWebhook(disabled, { status: 'active' }, LATER, limits);
      expect(enabled).toEqual(E.right({ ...disabled, status: 'active', disabledReason: null, disabledAt: null, version: 3 }));
    });

    it("records a user's own disabling", () => {
      expect(changeWebhook(created(), { status: 'disabled' }, LATER, limits)).toMatchObject(E.right({ status: 'disabled', disabledReason: DISABLED_BY_USER }));
    });

    it('answers the very same object for a change that changes nothing', () => {
      const webhook = created();
      expect(changeWebhook(webhook, { url: 'https://hooks.example.com/q', events: ['job.succeeded'], status: 'active' }, LATER, limits)).toEqual(E.right(webhook));
      expect(E.isRight(changeWebhook(webhook, {}, LATER, limits)) && changeWebhook(webhook, {}, LATER, limits)).toEqual(E.right(webhook));
    });
  });
});
