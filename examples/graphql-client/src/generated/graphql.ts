/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type SignInMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type SignInMutation = { login: { tokens: { accessToken: string, expiresIn: number } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type MyWalletQueryVariables = Exact<{ [key: string]: never; }>;


export type MyWalletQuery = { wallet: { id: string, balances: Array<{ currency: string, balance: { amount: string, currency: string } }> } };

export type SendMoneyMutationVariables = Exact<{
  toEmail: string;
  amount: string;
  currency: string;
}>;


export type SendMoneyMutation = { transferToWallet: { walletTransfer: { id: string, amount: { amount: string, currency: string } } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type MyEventsSubscriptionVariables = Exact<{
  types?: Array<string> | string | null | undefined;
}>;


export type MyEventsSubscription = { events: { id: string, type: string, data: unknown } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const SignInDocument = new TypedDocumentString(`
    mutation SignIn($email: String!, $password: String!) {
  login(input: {email: $email, password: $password}) {
    tokens {
      accessToken
      expiresIn
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<SignInMutation, SignInMutationVariables>;
export const MyWalletDocument = new TypedDocumentString(`
    query MyWallet {
  wallet {
    id
    balances {
      currency
      balance {
        amount
        currency
      }
    }
  }
}
    `) as unknown as TypedDocumentString<MyWalletQuery, MyWalletQueryVariables>;
export const SendMoneyDocument = new TypedDocumentString(`
    mutation SendMoney($toEmail: String!, $amount: Decimal!, $currency: Currency!) {
  transferToWallet(
    input: {toEmail: $toEmail, amount: $amount, currency: $currency}
  ) {
    walletTransfer {
      id
      amount {
        amount
        currency
      }
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<SendMoneyMutation, SendMoneyMutationVariables>;
export const MyEventsDocument = new TypedDocumentString(`
    subscription MyEvents($types: [String!]) {
  events(types: $types) {
    id
    type
    data
  }
}
    `) as unknown as TypedDocumentString<MyEventsSubscription, MyEventsSubscriptionVariables>;