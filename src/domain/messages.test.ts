import { expect } from '@open-wc/testing';
import { createTranslator } from '../i18n/texts';
import { configLabel, ownConfigLabel, isBlank, keyLabel, labelText, messageText, textLabel } from './messages';

const t = createTranslator(undefined);

describe('messages', () => {
  it('turns key and config labels into words, with the host overrides', () => {
    expect(labelText(keyLabel('status.refunded'), t)).to.equal('Refunded');
    expect(labelText(textLabel('Town / City'), t)).to.equal('Town / City');
    expect(labelText(keyLabel('ticket.updated', { code: 'T1' }), t)).to.equal('Ticket T1 updated successfully.');
    const german = createTranslator({ 'status.refunded': 'Erstattet' });
    expect(labelText(keyLabel('status.refunded'), german)).to.equal('Erstattet');
  });

  it('takes a config label, else the value itself; a blank label is no label', () => {
    expect(configLabel({ paid: 'Paid in full' }, 'paid')).to.deep.equal({ text: 'Paid in full' });
    expect(configLabel({ paid: 'Paid in full' }, 'pending')).to.deep.equal({ text: 'pending' });
    expect(configLabel({ paid: '  ' }, 'paid')).to.deep.equal({ text: 'paid' });
    expect(configLabel(undefined, 'toString')).to.deep.equal({ text: 'toString' });
    expect(configLabel({}, 'constructor')).to.deep.equal({ text: 'constructor' });
    expect(ownConfigLabel({ active: 'Open' }, 'active')).to.deep.equal({ text: 'Open' });
    expect(ownConfigLabel({ active: '' }, 'active')).to.equal(null);
    expect(ownConfigLabel(null, 'active')).to.equal(null);
  });

  it('words a message with its vars', () => {
    expect(messageText({ key: 'refund.selectOne' }, t)).to.equal('Please select at least one item.');
    expect(messageText({ key: 'plan.maxAttempts', vars: { max: 3 } }, t)).to.equal(
      'You can make a maximum of 3 attempts for each payment. If you are having trouble paying, please contact us.',
    );
  });

  it('knows blank values', () => {
    for (const v of [null, undefined, '', '   ', '\t']) expect(isBlank(v), JSON.stringify(v)).to.equal(true);
    for (const v of ['a', ' a ', 0, false]) expect(isBlank(v), JSON.stringify(v)).to.equal(false);
  });
});
