import { arbitraryAlias, arbitraryComputedAlias } from '@quire/testing/builders/library';
import { checkDataAgainstAliases } from './check-data-against-aliases';

const aliases = [
  arbitraryAlias({ name: 'client_name', type: 'text', synonyms: ['Client Name'] }),
  arbitraryAlias({ name: 'fee', type: 'currency' }),
  arbitraryAlias({ name: 'age', type: 'number' }),
  arbitraryAlias({ name: 'signed_on', type: 'date' }),
  arbitraryAlias({ name: 'married', type: 'boolean' }),
  arbitraryAlias({ name: 'state', type: 'choice', choices: ['Texas', 'Ohio'] }),
  arbitraryAlias({ name: 'date_of_birth', type: 'date' }),
  arbitraryAlias({ name: 'children', type: 'list', itemFields: ['name', 'date_of_birth'] }),
  arbitraryAlias({ name: 'tags', type: 'list', itemFields: [] }),
];

const paths = (data: Record<string, unknown>) => checkDataAgainstAliases(aliases, data).errors.map((error) => error.path);

describe('checkDataAgainstAliases', () => {
  describe('when every value fits its alias', () => {
    it('finds no problem', () => {
      const data = {
        'client name': 'Ada',
        fee: '1200.50',
        age: 42,
        signed_on: '2024-02-29',
        married: false,
        state: ' ohio ',
        children: [{ name: 'B', date_of_birth: '2010-01-01T10:00:00Z' }, null],
        tags: ['a', 1],
      };
      expect(checkDataAgainstAliases(aliases, data)).toEqual({ errors: [], unknownKeys: [], computedKeys: [] });
    });

    it('takes null and absent values as not answered, not as wrong', () => {
      expect(paths({ signed_on: null, state: null, children: null })).toEqual([]);
    });
  });

  describe('when values are of the wrong type', () => {
    it('lists every one by its alias path', () => {
      expect(
        paths({
          signed_on: '2023-02-29',
          fee: 'a lot',
          age: Number.NaN,
          married: 'yes',
          state: 'Utah',
          client_name: { first: 'Ada' },
          children: [{ name: 'A', date_of_birth: '2010-13-01' }, 'C', { date_of_birth: 12 }],
        }),
      ).toEqual(['signed_on', 'fee', 'age', 'married', 'state', 'client_name', 'children[0].date_of_birth', 'children[1]', 'children[2].date_of_birth']);
    });

    it('says what was expected and what came', () => {
      expect(checkDataAgainstAliases(aliases, { state: 'Utah', children: 'Ann' }).errors).toEqual([
        { path: 'state', message: 'must be one of "Texas", "Ohio", not "Utah"' },
        { path: 'children', message: 'must be a list, not "Ann"' },
      ]);
    });
  });

  describe('when a key is no alias name or synonym', () => {
    it('is no error, but is named as unknown', () => {
      expect(checkDataAgainstAliases(aliases, { favourite: 'red', CLIENT_NAME: 'Ada' })).toEqual({ errors: [], unknownKeys: ['favourite'], computedKeys: [] });
    });
  });

  describe('when keys and choices are written with typographic quotes and other spacing', () => {
    it('matches them by the name key, as the engine matches them, so a key that fills the document is never unknown', () => {
      const named = [arbitraryAlias({ name: "client's name", type: 'text' }), arbitraryAlias({ name: 'state', type: 'choice', choices: ['New  York'] })];
      expect(checkDataAgainstAliases(named, { 'Client\u2019s   Name': 'Ada', state: 'new york' })).toEqual({ errors: [], unknownKeys: [], computedKeys: [] });
    });
  });

  describe('when a key is a computed alias', () => {
    it('is no error whatever its value, but is named as computed (its formula works it out)', () => {
      const computed = [...aliases, arbitraryComputedAlias(['fee'], { name: 'total', type: 'currency', synonyms: ['Grand Total'] })];
      expect(checkDataAgainstAliases(computed, { fee: 10, 'grand total': 'not a number', total: [1] })).toEqual({ errors: [], unknownKeys: [], computedKeys: ['grand total', 'total'] });
    });
  });
});

describe('checkDataAgainstAliases: a picture alias', () => {
  const pictures = [arbitraryAlias({ name: 'logo', type: 'picture', synonyms: ['Company Logo'] }), arbitraryAlias({ name: 'staff', type: 'list', itemFields: ['photo'] }), arbitraryAlias({ name: 'photo', type: 'picture' })];
  const check = (data: Record<string, unknown>) => checkDataAgainstAliases(pictures, data).errors;
  const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC';

  it('accepts a data URI of a PNG, JPEG or GIF, and { base64, contentType, altText? }, also inside list items', () => {
    expect(check({ 'company logo': `data:image/png;base64,${PNG_BASE64}` })).toEqual([]);
    expect(check({ logo: { base64: PNG_BASE64, contentType: 'image/png', altText: 'Our logo' } })).toEqual([]);
    expect(check({ logo: { base64: `data:image/gif;base64,${PNG_BASE64}`, contentType: 'image/gif' } })).toEqual([]);
    expect(check({ staff: [{ photo: `data:image/jpeg;base64,${PNG_BASE64}` }] })).toEqual([]);
  });

  it('refuses a web address, saying it is never fetched', () => {
    expect(check({ logo: 'https://example.com/logo.png' })).toEqual([{ path: 'logo', message: expect.stringMatching(/a web address is never fetched/) }]);
    expect(check({ logo: { url: 'https://example.com/logo.png' } })).toEqual([
      { path: 'logo.url', message: expect.stringMatching(/is not a field of a picture .*a web address is never fetched/) },
      { path: 'logo.base64', message: "must be the picture's bytes in base64, not missing" },
      { path: 'logo.contentType', message: 'must be one of image/png, image/jpeg, image/gif, not missing' },
    ]);
  });

  it('refuses anything else with the path of what is wrong', () => {
    expect(check({ logo: 'our logo' })[0]).toEqual({ path: 'logo', message: expect.stringMatching(/^must be a picture, a data URI .* not "our logo"$/) });
    expect(check({ logo: 'data:image/svg+xml;base64,PHN2Zz4=' })[0]?.message).toMatch(/a data URI of image\/png, image\/jpeg or image\/gif/);
    expect(check({ logo: `data:image/png;base64,${PNG_BASE64}<script>` })[0]?.message).toMatch(/characters base64 does not use/);
    expect(check({ logo: 42 })[0]?.path).toBe('logo');
    expect(check({ logo: { base64: 'not base64!', contentType: 'image/bmp', altText: 3 } })).toEqual([
      { path: 'logo.base64', message: expect.stringMatching(/must be base64 text/) },
      { path: 'logo.contentType', message: 'must be one of image/png, image/jpeg, image/gif, not "image/bmp"' },
      { path: 'logo.altText', message: 'must be text, not 3' },
    ]);
    expect(check({ staff: [{ photo: { base64: PNG_BASE64 } }] })).toEqual([{ path: 'staff[0].photo.contentType', message: expect.stringMatching(/must be one of/) }]);
  });
});
