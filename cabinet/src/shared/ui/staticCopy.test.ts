import { rememberStaticCopy, typedInStaticCopy } from './staticCopy.ts';

// The static copy of /auth takes typing before the app arrives: the screen's first render picks it up.

function staticPage(value: string) {
  document.body.innerHTML = `<div id="root" data-static><form><input name="phone" value="${value}" /></form></div>`;
  return document.getElementById('root')!;
}

describe('given the static copy of a page', () => {
  it('should give what was typed into it, and whether it has the focus', () => {
    const root = staticPage('9990000001');
    rememberStaticCopy(root);
    root.querySelector('input')!.focus();
    expect(typedInStaticCopy('phone')).toEqual({ value: '9990000001', focused: true });
  });

  it('should give nothing once the app replaced the copy, or when nothing was typed', () => {
    const root = staticPage('9990000001');
    rememberStaticCopy(root);
    root.replaceChildren();
    expect(typedInStaticCopy('phone')).toBeNull();
    rememberStaticCopy(staticPage(''));
    expect(typedInStaticCopy('phone')).toBeNull();
  });

  it('should give nothing without a static copy', () => {
    const root = staticPage('9990000001');
    root.removeAttribute('data-static');
    rememberStaticCopy(root);
    expect(typedInStaticCopy('phone')).toBeNull();
  });
});
