// A comment says why the code is as it is, in words that stay true: which issue or session asked for it is history,
// and history is in git (`git log -S`, `git blame`). The eslint rule `local/no-history-comments` fails on a comment
// that cites an issue or a session by its number, or a ticket as a hash and digits (the cases are in
// scripts/test/history-comments.test.mjs); docs/*.md are not linted and may tell the story.

/** What a history citation looks like inside a comment's text. */
const citations = [
  /\b(?:issues?|sessions?)\s*#?\d+/i, // the word, singular or plural, any case, then a number (with or without a hash)
  /(?:^|[\s([{,;:])#\d+\b/, // a hash and digits standing alone (not an HTML entity or a fragment inside a word)
];

/** The first history citation in `text`, or null. */
export function findCitation(text) {
  const flat = text.replace(/\s*\n\s*\*?\s*/g, ' ');
  for (const pattern of citations) {
    const match = pattern.exec(flat);
    if (match) return match[0].trim();
  }
  return null;
}

const noHistoryComments = {
  meta: {
    type: 'suggestion',
    docs: { description: 'comments say why in words that stay true; issue and session numbers belong to git history' },
    schema: [],
    messages: {
      cited: "This comment cites '{{citation}}': say why in a line, or drop it (which issue or session asked for it is in git).",
    },
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const citation = findCitation(comment.value);
          if (citation) context.report({ loc: comment.loc, messageId: 'cited', data: { citation } });
        }
      },
    };
  },
};

export default { rules: { 'no-history-comments': noHistoryComments } };
