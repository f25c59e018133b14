// imask with only what the product's named masks use (masks.ts): patterns, a choice between patterns (the legacy
// login) and the regular expressions of their placeholders. About 13 kB gzip instead of 17 kB for all of imask.
import IMask from 'imask/holder';
import 'imask/controls/input';
import 'imask/masked/pattern';
import 'imask/masked/dynamic';
import 'imask/masked/regexp';

export default IMask;
