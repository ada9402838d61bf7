import type { LastOwner, NotAMember } from '@quire/ports/accounts/member-repository';
import type { UserId } from '@quire/domain/ids';
import type { StorageError } from '@quire/ports/storage/storage-error';
import { type AppError, conflict, notFound } from '../app-error';

/** A change of a member refused by the store, as the application says it: no such member (404), the last owner (409 `last_owner`). */
export const memberChangeError =
  (userId: UserId) =>
  (error: StorageError | NotAMember | LastOwner): AppError => {
    switch (error._tag) {
      case 'NotAMember':
        return notFound('Member', userId);
      case 'LastOwner':
        return conflict('last_owner', 'The tenant would be left without an owner: make another member an owner first.');
      case 'StorageError':
        return error;
    }
  };
