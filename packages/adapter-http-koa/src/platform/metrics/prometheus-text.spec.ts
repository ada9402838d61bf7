import { prometheusText } from './prometheus-text';

describe('prometheusText', () => {
  it('writes HELP and TYPE once per family, then one line per sample with its labels', () => {
    const text = prometheusText([
      { name: 'quire_things_total', help: 'Things.', type: 'counter', samples: [{ labels: { kind: 'a' }, value: 3 }, { labels: { kind: 'b', size: 'big' }, value: 0.5 }] },
      { name: 'quire_level', help: 'A level.', type: 'gauge', samples: [{ value: 7 }] },
    ]);
    expect(text).toBe(
      ['# HELP quire_things_total Things.', '# TYPE quire_things_total counter', 'quire_things_total{kind="a"} 3', 'quire_things_total{kind="b",size="big"} 0.5', '# HELP quire_level A level.', '# TYPE quire_level gauge', 'quire_level 7', ''].join('\n'),
    );
  });

  it('escapes label values and help text, and writes infinities as Prometheus does', () => {
    const text = prometheusText([{ name: 'm', help: 'a \\ b\nc', type: 'histogram', samples: [{ suffix: '_bucket', labels: { route: 'a"b\\c\nd', le: '+Inf' }, value: Infinity }] }]);
    expect(text).toContain('# HELP m a \\\\ b\\nc\n');
    expect(text).toContain('m_bucket{route="a\\"b\\\\c\\nd",le="+Inf"} +Inf\n');
  });
});
