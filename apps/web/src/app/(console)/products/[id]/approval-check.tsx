import type { ConfirmSpec } from '@/components/form/action-form';
import type { RouterOutputs } from '@/lib/api/router';
import type { ChannelScope } from './scope';

type Completeness = RouterOutputs['productCompleteness']['get'];

/**
 * Approving a product that misses required values asks first, listing per channel and locale
 * the attributes (by name) still missing; a complete product is approved without a question.
 * Plain elements only: the header is a server component and hands this to the form's modal.
 */
export function incompleteApproval(
  completeness: Completeness,
  names: ReadonlyMap<string, string>,
  channels: readonly ChannelScope[],
): ConfirmSpec | undefined {
  const gaps = completeness.items.filter((item) => item.missing_attribute_codes.length > 0);
  if (gaps.length === 0) return undefined;
  const channelName = (code: string) => channels.find((c) => c.code === code)?.name ?? code;
  return {
    title: 'Approve an incomplete product?',
    confirmLabel: 'Approve anyway',
    body: (
      <div data-testid="approve-missing">
        <p style={{ marginTop: 0 }}>It is {completeness.completeness} % complete. Still missing:</p>
        <ul style={{ paddingInlineStart: '1.2em', marginBottom: 0 }}>
          {gaps.map((gap) => (
            <li
              key={`${gap.channel_code}-${gap.locale_code}`}
              data-testid={`approve-missing-${gap.channel_code}-${gap.locale_code}`}
            >
              <strong>
                <bdi>{channelName(gap.channel_code)}</bdi> · {gap.locale_code}
              </strong>
              {': '}
              {gap.missing_attribute_codes.map((code, n) => (
                <span key={code}>
                  {n > 0 ? ', ' : null}
                  <bdi>{names.get(code) ?? code}</bdi>
                </span>
              ))}
            </li>
          ))}
        </ul>
      </div>
    ),
  };
}
