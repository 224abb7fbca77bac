import { EmailJSResponseStatus } from '@emailjs/browser';
import { describe, expect, it } from 'vitest';
import { failureMessage, toSendFailure } from './send-result';

describe('toSendFailure', () => {
  it('keeps the status and text of the SDK\u2019s answers', () => {
    expect(toSendFailure(new EmailJSResponseStatus(429, 'Too Many Requests'))).toEqual({
      status: 429,
      text: 'Too Many Requests',
    });
    expect(toSendFailure(new EmailJSResponseStatus(400, 'The service_id parameter is required'))).toEqual({
      status: 400,
      text: 'The service_id parameter is required',
    });
  });

  it('turns a lost connection into 0 Network Error', () => {
    expect(toSendFailure(new TypeError('Failed to fetch'))).toEqual({ status: 0, text: 'Network Error' });
  });

  it('shows the SDK\u2019s thrown string, never "undefined"', () => {
    const failure = toSendFailure(
      'The public key is required. Visit https://dashboard.emailjs.com/admin/account',
    );
    expect(failureMessage(failure)).toContain('The public key is required');
    expect(failureMessage(toSendFailure(undefined))).not.toContain('undefined');
    expect(failureMessage(toSendFailure({ status: 500 }))).not.toContain('undefined');
  });
});

describe('failureMessage', () => {
  it('starts as the spec says and explains the known cases in Swedish', () => {
    expect(failureMessage({ status: 0, text: 'Network Error' })).toMatch(
      /^Något gick fel: Network Error\. .*internetanslutning/,
    );
    expect(failureMessage({ status: 403, text: 'Forbidden' })).toMatch(
      /^Något gick fel: Forbidden\. .*e-postadressen/,
    );
    expect(failureMessage({ status: 429, text: 'Too Many Requests' })).toMatch(/Vänta en stund/);
    expect(failureMessage({ status: 451, text: 'Unavailable For Headless Browser' })).toMatch(/webbläsaren/);
  });
});
