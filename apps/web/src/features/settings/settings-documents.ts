import { graphql } from '../../gql/gql.ts';

export const UPDATE_USER_INFO = graphql(`
  mutation updateUserInfo($updateUserInfoInput: UpdateUserInfoInput!) {
    updateUserInfo(updateUserInfoInput: $updateUserInfoInput) {
      ...CurrentUser
    }
  }
`);

export const CHANGE_PASSWORD = graphql(`
  mutation changePassword($changePasswordInput: ChangePasswordInput!) {
    changePassword(changePasswordInput: $changePasswordInput) {
      success
      message
    }
  }
`);
