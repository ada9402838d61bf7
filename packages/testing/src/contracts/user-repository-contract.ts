import { userId } from '@quire/domain/ids';
import type { UserRepository } from '@quire/ports/accounts/user-repository';
import * as O from 'fp-ts/Option';
import { arbitraryUser } from '../builders/accounts';
import { type MakeFixture, useFixture } from './contract-fixture';
import { expectLeft, expectRight } from './run-task';

/** The behaviour every UserRepository adapter must have. */
export const userRepositoryContract = (make: MakeFixture<UserRepository>): void => {
  describe('UserRepository contract', () => {
    const fixture = useFixture(make);
    const givenUser = async () => {
      const user = arbitraryUser();
      await expectRight(fixture().adapter.insert(user));
      return user;
    };

    describe('when a user is inserted', () => {
      it('is found by id with every field intact', async () => {
        const user = arbitraryUser({ createdAt: new Date('2026-02-03T04:05:06.789Z'), version: 2 });
        await expectRight(fixture().adapter.insert(user));
        expect(await expectRight(fixture().adapter.findById(user.id))).toEqual(O.some(user));
      });

      it('is found by e-mail, whatever the case and surrounding spaces of the query', async () => {
        const user = await givenUser();
        expect(await expectRight(fixture().adapter.findByEmail(user.email))).toEqual(O.some(user));
        expect(await expectRight(fixture().adapter.findByEmail(`  ${user.email.toUpperCase()} `))).toEqual(O.some(user));
      });
    });

    describe('when another user has the e-mail', () => {
      it('refuses the insert with EmailTaken and keeps the first user', async () => {
        const first = await givenUser();
        const second = arbitraryUser({ email: first.email });
        expect(await expectLeft(fixture().adapter.insert(second))).toEqual({ _tag: 'EmailTaken', email: first.email });
        expect(await expectRight(fixture().adapter.findById(second.id))).toEqual(O.none);
        expect(await expectRight(fixture().adapter.findByEmail(first.email))).toEqual(O.some(first));
      });
    });

    describe('when nothing matches', () => {
      it('finds no user by id or e-mail', async () => {
        expect(await expectRight(fixture().adapter.findById(userId('no-such-user')))).toEqual(O.none);
        expect(await expectRight(fixture().adapter.findByEmail('nobody@example.com'))).toEqual(O.none);
      });
    });
  });
};
