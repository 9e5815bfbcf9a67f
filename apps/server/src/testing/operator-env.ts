/**
 * Operator details for servers started with NODE_ENV=production in tests: production refuses to
 * start without them (config/operator.ts). Made up, but well-formed (the NIP's checksum holds).
 */
export const TEST_OPERATOR_ENV = {
  OPERATOR_NAME: 'Kreda Testowa sp. z o.o.',
  OPERATOR_ADDRESS: 'ul. Tablicowa 7, 00-950 Warszawa',
  OPERATOR_KRS: '0000123456',
  OPERATOR_NIP: '1234563218',
  OPERATOR_EMAIL: 'kontakt@kreda.test',
  OPERATOR_DPO_EMAIL: 'iod@kreda.test',
} as const;
