import { describe, expect, it } from 'vitest';
import { emailKey } from './email-key';

describe('emailKey', () => {
  it('when addresses differ only in case, then they are the same mailbox', () => {
    expect(emailKey('James.Carter@Example.COM')).toBe(emailKey('james.carter@example.com'));
  });

  it('when the local part carries a +tag, then the tag is ignored for every domain', () => {
    expect(emailKey('james+clinic@example.com')).toBe('james@example.com');
    expect(emailKey('james+a+b@gmail.com')).toBe('james@gmail.com');
    expect(emailKey('linda+1@sunrise-care.example')).toBe('linda@sunrise-care.example');
  });

  it('when a Gmail address has dots in the local part, then they are ignored', () => {
    expect(emailKey('j.a.m.e.s@gmail.com')).toBe('james@gmail.com');
    expect(emailKey('J.ames+x@GMail.com')).toBe('james@gmail.com');
  });

  it('when the domain is googlemail.com, then it is the same mailbox as gmail.com', () => {
    expect(emailKey('ja.mes@googlemail.com')).toBe('james@gmail.com');
  });

  it('when the domain is not Gmail, then dots stay: they name different mailboxes', () => {
    expect(emailKey('j.ames@example.com')).not.toBe(emailKey('james@example.com'));
    expect(emailKey('j.ames@gmail.com.example')).toBe('j.ames@gmail.com.example');
  });

  it('when the local part is only a +tag or there is no @, then the address is only lower-cased', () => {
    expect(emailKey('+tag@example.com')).toBe('+tag@example.com');
    expect(emailKey('Not-An-Address')).toBe('not-an-address');
  });
});
