import { describe, expect, it } from 'vitest';
import { mantineStylesheets, missingStylesheets } from './mantine-styles';

const sheets = new Map([
  ['m_77c9d27d', '@mantine/core/styles/Button.css'],
  ['m_80f1301b', '@mantine/core/styles/Button.css'],
  ['m_89d60db1', '@mantine/core/styles/Tabs.css'],
  ['m_576c9d4c', '@mantine/core/styles/Tabs.css'],
]);

describe('missingStylesheets', () => {
  it('names the stylesheet of a Mantine class the scripts use and no stylesheet defines', () => {
    const scripts = ['const classes = { root: "m_77c9d27d", list: "m_576c9d4c" };'];
    const styles = ['.m_77c9d27d{display:inline-block}'];
    expect(missingStylesheets(scripts, styles, sheets)).toEqual(['@mantine/core/styles/Tabs.css']);
  });

  it('asks for nothing when every class used is styled, whatever else Mantine has', () => {
    const scripts = ['x("m_77c9d27d")', 'y("m_0000abcd")'];
    const styles = ['.m_77c9d27d:where([data-loading]){opacity:.6}'];
    expect(missingStylesheets(scripts, styles, sheets)).toEqual([]);
  });
});

describe('mantineStylesheets', () => {
  it("maps a core class to its component's own file and another package's to its stylesheet", () => {
    const all = mantineStylesheets();
    expect(all.get('m_77c9d27d')).toBe('@mantine/core/styles/Button.css');
    expect([...all.values()]).toContain('@mantine/core/styles/Button.css');
    expect([...all.values()]).toContain('@mantine/notifications/styles.css');
    expect([...all.values()].some((sheet) => sheet.endsWith('.layer.css'))).toBe(false);
  });
});
