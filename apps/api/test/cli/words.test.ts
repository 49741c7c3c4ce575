import { afterEach, describe, expect, it } from 'vitest';
import { serverI18n, serverLocale, serverWords } from '@lug/domain/words';
import { cliWords } from '../../src/cli/words';
import { accessMessages } from '../../src/services/authorization';
import { mocCardWords } from '../../src/services/exhibit-cards';
import { showReportPdfWords } from '../../src/services/show-report-pdf';
import { scopeMessages } from '../../src/trpc/scope';
import { apiMessages, httpMessages } from '../../src/words';

/** Decision 0033: what `lug` and the API's own refusals say comes from the server's catalog. */
afterEach(() => serverI18n.activate(serverLocale));

function sayAll(object: Record<string, unknown>): string[] {
  return Object.keys(object).map((key) => {
    const value = object[key];
    return typeof value === 'function'
      ? String(value(...Array.from({ length: value.length }, () => 1)))
      : String(value);
  });
}

describe('the words of the CLI, the API and its PDFs', () => {
  it('are said from the active catalog (a pseudo-locale here), plurals included', () => {
    expect(cliWords.memberCount(1)).toBe('1 member.');
    expect(cliWords.memberCount(12)).toBe('12 members.');
    expect(cliWords.unreachable(undefined, undefined)).toBe('Cannot reach the LUG server');
    expect(cliWords.unreachable('http://x.example', 'ECONNREFUSED')).toBe(
      'Cannot reach the LUG server at http://x.example (ECONNREFUSED)',
    );
    const english = [
      cliWords,
      accessMessages,
      scopeMessages,
      apiMessages,
      httpMessages,
      mocCardWords,
      showReportPdfWords,
    ].map((object) => sayAll(object));
    serverI18n.load('pseudo', Object.fromEntries([...serverWords()].map(([id, message]) => [id, `⟪${message}⟫`])));
    serverI18n.activate('pseudo');
    [cliWords, accessMessages, scopeMessages, apiMessages, httpMessages, mocCardWords, showReportPdfWords].forEach(
      (object, index) => {
        expect(sayAll(object)).toEqual(english[index]!.map((said) => `⟪${said}⟫`));
      },
    );
  });
});
