import { rememberStaticCopy, takeStaticCopy, typedInStaticCopy } from './staticCopy.ts';

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

  it('should give what was typed until the app replaced the copy, once, and nothing when nothing was typed', () => {
    const root = staticPage('999');
    rememberStaticCopy(root);
    expect(typedInStaticCopy('phone')?.value).toBe('999');
    // typed on while React rendered in slices, then the commit replaced the copy
    root.querySelector('input')!.value = '9990000001';
    root.replaceChildren();
    expect(takeStaticCopy('phone')).toEqual({ value: '9990000001', focused: false, submitted: false });
    // taken: a later visit of the screen starts afresh
    expect(typedInStaticCopy('phone')).toBeNull();
    expect(takeStaticCopy('phone')).toBeNull();
    rememberStaticCopy(staticPage(''));
    expect(typedInStaticCopy('phone')).toBeNull();
  });

  it('should remember that the visitor was typing when the commit took the field out of the page', () => {
    const root = staticPage('');
    rememberStaticCopy(root);
    const input = root.querySelector('input')!;
    input.focus();
    input.value = '999000';
    root.replaceChildren();
    expect(takeStaticCopy('phone')).toEqual({ value: '999000', focused: true, submitted: false });
  });

  it('should say the visitor sent the form before the app was here', () => {
    const root = staticPage('');
    rememberStaticCopy(root);
    root.querySelector('form')!.setAttribute('data-submitted', ''); // the page's guard script held the submit
    root.replaceChildren();
    expect(takeStaticCopy('phone')).toEqual({ value: '', focused: false, submitted: true });
  });

  it('should give nothing without a static copy', () => {
    const root = staticPage('9990000001');
    root.removeAttribute('data-static');
    rememberStaticCopy(root);
    expect(typedInStaticCopy('phone')).toBeNull();
  });
});
