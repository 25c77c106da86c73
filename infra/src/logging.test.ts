import { describe, expect, it } from 'vitest';
import { createLogger, maskCardNumbers } from './logging.ts';

const card = '4111111111111111';
const spacedCard = '4111 1111 1111 1111';
const password = 'Correct-Horse-Battery-Staple';

/** A logger writing into an array of parsed lines (pino writes synchronously to a plain stream). */
const capture = (): { lines: string[]; logger: ReturnType<typeof createLogger> } => {
  const lines: string[] = [];
  const logger = createLogger({
    level: 'trace',
    role: 'test',
    destination: { write: (line: string) => void lines.push(line) },
  });
  return { lines, logger };
};

describe('the logger', () => {
  it('writes JSON lines with level, time, role and message', () => {
    const { lines, logger } = capture();
    logger.info({ orderId: 'ord-1' }, 'order placed');
    const line = JSON.parse(lines[0] ?? '{}');
    expect(line).toMatchObject({ level: 30, role: 'test', orderId: 'ord-1', msg: 'order placed' });
    expect(typeof line.time).toBe('string');
  });

  it('censors card fields and passwords at any depth', () => {
    const { lines, logger } = capture();
    logger.info(
      {
        body: {
          payment: { ccNumber: card, ccCvd: '123', cc_expiry: '1230', card: { cardNumber: card, cvv: '999' } },
          account: { password, newPassword: password },
          items: [{ deep: { deeper: { Password: password } } }],
        },
        req: { headers: { authorization: 'Bearer s3cr3t-value', cookie: 'sid=s3cr3t-value', accept: 'text/html' } },
      },
      'checkout',
    );
    const output = lines.join('');
    expect(output).not.toContain(card);
    expect(output).not.toContain(password);
    expect(output).not.toContain('s3cr3t-value');
    expect(output).not.toContain('"123"');
    expect(output).toContain('text/html');
    expect(JSON.parse(lines[0] ?? '{}').body.payment.ccNumber).toBe('[redacted]');
  });

  it('masks card numbers inside strings, the message included', () => {
    const { lines, logger } = capture();
    logger.warn({ gateway: `declined card ${spacedCard} for order 12345` }, `raw payload ${card}`);
    const output = lines.join('');
    expect(output).not.toContain(card);
    expect(output).not.toContain(spacedCard);
    expect(output).toContain('order 12345');
  });

  it('censors child bindings and errors too', () => {
    const { lines, logger } = capture();
    const error = Object.assign(new Error('payment failed'), { request: { ccNumber: card } });
    logger.child({ token: 'child-binding-token-value' }).error({ err: error }, 'boom');
    const output = lines.join('');
    expect(output).not.toContain(card);
    expect(output).not.toContain('child-binding-token-value');
    expect(JSON.parse(lines[0] ?? '{}').err).toMatchObject({ type: 'Error', message: 'payment failed' });
  });

  it('keeps numbers that are not card numbers', () => {
    expect(maskCardNumbers('position 1234567890123 of 4111111111111112')).toBe(
      'position 1234567890123 of 4111111111111112',
    );
    expect(maskCardNumbers('pan 5500-0000-0000-0004.')).toBe('pan [redacted].');
  });
});
