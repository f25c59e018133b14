import { useIntl } from 'react-intl';
import { FaqList } from '@sb/ui-kit';

/** The 4 questions of the spec, the first expanded. */
export const FAQ_IDS = ['rent', 'access', 'payment', 'debt'] as const;

export function SupportFaq() {
  const intl = useIntl();
  const items = FAQ_IDS.map((id) => ({
    id,
    question: intl.formatMessage({ id: `support.faq.${id}.q` }),
    answer: intl.formatMessage({ id: `support.faq.${id}.a` }),
  }));
  return <FaqList items={items} headingLevel={3} />;
}
