import { describe, expect, it } from 'vitest';
import { prepareReference } from './reference-build';

describe('the reference build', () => {
  it('when the ref is not a commit of this repository, or reads as an option, then it says so in words and makes nothing', () => {
    expect(() => prepareReference('no-such-branch-29tap', { build: true })).toThrow('"no-such-branch-29tap" is not a git ref of this repository (a branch, tag or commit).');
    expect(() => prepareReference('--output=/tmp/x', { build: true })).toThrow('is not a git ref of this repository');
  });
});
