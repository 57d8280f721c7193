import type { CollectionChapter } from '../../app/collection-chapter.js';

/** This module's chapters of the Postman collection's run (scripts/request-collection.ts): what each request sends, and the ids it captures for later ones. */
export const identityChapters: readonly CollectionChapter[] = [
  {
    folder: 'Sign in',
    steps: [
      {
        op: 'POST /auth/login',
        name: 'Sign in as the demo app user',
        as: 'none',
        body: { email: '{{userEmail}}', password: '{{userPassword}}' },
        capture: { userToken: 'data.accessToken', userRefreshToken: 'data.refreshToken' },
      },
      {
        op: 'POST /auth/login',
        name: 'Sign in as the demo merchant',
        as: 'none',
        body: { email: '{{merchantEmail}}', password: '{{merchantPassword}}' },
        capture: { merchantToken: 'data.accessToken' },
      },
      {
        op: 'POST /auth/login',
        name: 'Sign in as the administrator',
        as: 'none',
        body: { email: '{{adminEmail}}', password: '{{adminPassword}}' },
        capture: { adminToken: 'data.accessToken' },
      },
      {
        op: 'POST /auth/refresh',
        as: 'none',
        body: { refreshToken: '{{userRefreshToken}}' },
        capture: { userToken: 'data.accessToken', userRefreshToken: 'data.refreshToken' },
      },
    ],
  },
  {
    folder: 'A new app user',
    follows: 'Sign in',
    steps: [
      {
        op: 'POST /auth/register',
        as: 'none',
        before: [
          "const stamp = String(Date.now()) + String(Math.floor(Math.random() * 1000)).padStart(3, '0');",
          "pm.collectionVariables.set('newEmail', 'ama.' + stamp + '@example.com');",
          "pm.collectionVariables.set('newPhone', '+23324' + stamp.slice(-7));",
          // A + in a query string reads as a space: the phone goes into ?to= encoded.
          "pm.collectionVariables.set('newPhoneInQuery', encodeURIComponent('+23324' + stamp.slice(-7)));",
          "pm.collectionVariables.set('newEmailInQuery', encodeURIComponent('ama.' + stamp + '@example.com'));",
        ].join('\n'),
        body: { firstName: 'Ama', lastName: 'Mensah', email: '{{newEmail}}', phone: '{{newPhone}}', password: 'a-long-enough-password', country: 'GH' },
        capture: { newUserId: 'data.id' },
      },
      { op: 'POST /auth/forgot-password', as: 'none', body: { email: '{{newEmail}}' } },
      {
        op: 'GET /sandbox/mailbox',
        as: 'merchant',
        query: { to: '{{newEmailInQuery}}' },
        capture: { resetToken: '/Reset token: (\\S+)/.exec(data.items[0].body)[1]' },
      },
      { op: 'POST /auth/reset-password', as: 'none', body: { token: '{{resetToken}}', newPassword: 'another-long-enough-password' } },
      {
        op: 'POST /auth/login',
        name: 'Sign in as the new user, with the new password',
        as: 'none',
        body: { email: '{{newEmail}}', password: 'another-long-enough-password' },
        capture: { newUserToken: 'data.accessToken' },
      },
      {
        op: 'GET /sandbox/sms',
        as: 'merchant',
        query: { to: '{{newPhoneInQuery}}' },
        capture: { phoneCode: '/code is ([0-9]{6})/.exec(data.items[0].body)[1]' },
      },
      { op: 'POST /users/me/phone/verify', as: 'newUser', body: { code: '{{phoneCode}}' } },
      { op: 'GET /users/me', as: 'newUser' },
    ],
  },
  {
    folder: 'Profile and signing out',
    follows: 'Administration',
    steps: [
      { op: 'PUT /users/me', as: 'newUser', body: { firstName: 'Ama', lastName: 'Mensah-Owusu' } },
      { op: 'POST /users/me/phone/verification-code', name: "Send a code to the new merchant's phone", as: 'newDeveloper' },
      { op: 'POST /users/me/logout-all', as: 'newUser' },
    ],
  },
];
