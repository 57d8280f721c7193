/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** name 1-100 characters; phone +233 and 9 digits; provider MTN, TELECEL or AIRTELTIGO; country GH and currency GHS (the defaults). */
export type CreateRecipientInput = {
  /** ISO 3166-1 alpha-2 country code (GH, NG, …). */
  country?: string | null | undefined;
  /** ISO 4217 currency code (GHS, USD, …). */
  currency?: string | null | undefined;
  /** The recipient's name, 1-100 characters. */
  name: string;
  /** Phone number in E.164 form (+233…). */
  phone: string;
  /** MTN, TELECEL or AIRTELTIGO. */
  provider: string;
};

export type RecipientByIdQueryVariables = Exact<{
  id: string | number;
}>;


export type RecipientByIdQuery = { recipient: { id: string } };

export type CreateRecipientMutationVariables = Exact<{
  i: CreateRecipientInput;
  k?: string | null | undefined;
}>;


export type CreateRecipientMutation = { createRecipient: { id: string, provider: string } };

export type MoveRecipientToAirtelTigoMutationVariables = Exact<{
  id: string | number;
}>;


export type MoveRecipientToAirtelTigoMutation = { updateRecipient: { provider: string } };

export type RenameRecipientMutationVariables = Exact<{
  id: string | number;
}>;


export type RenameRecipientMutation = { updateRecipient: { id: string } };

export type DeleteRecipientMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteRecipientMutation = { deleteRecipient: boolean };

export type RecipientPageQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type RecipientPageQuery = { recipients: { edges: Array<{ node: { id: string } }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

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

export const RecipientByIdDocument = new TypedDocumentString(`
    query RecipientById($id: ID!) {
  recipient(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<RecipientByIdQuery, RecipientByIdQueryVariables>;
export const CreateRecipientDocument = new TypedDocumentString(`
    mutation CreateRecipient($i: CreateRecipientInput!, $k: String) {
  createRecipient(input: $i, idempotencyKey: $k) {
    id
    provider
  }
}
    `) as unknown as TypedDocumentString<CreateRecipientMutation, CreateRecipientMutationVariables>;
export const MoveRecipientToAirtelTigoDocument = new TypedDocumentString(`
    mutation MoveRecipientToAirtelTigo($id: ID!) {
  updateRecipient(id: $id, input: {provider: "AIRTELTIGO"}) {
    provider
  }
}
    `) as unknown as TypedDocumentString<MoveRecipientToAirtelTigoMutation, MoveRecipientToAirtelTigoMutationVariables>;
export const RenameRecipientDocument = new TypedDocumentString(`
    mutation RenameRecipient($id: ID!) {
  updateRecipient(id: $id, input: {name: "Stolen"}) {
    id
  }
}
    `) as unknown as TypedDocumentString<RenameRecipientMutation, RenameRecipientMutationVariables>;
export const DeleteRecipientDocument = new TypedDocumentString(`
    mutation DeleteRecipient($id: ID!) {
  deleteRecipient(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteRecipientMutation, DeleteRecipientMutationVariables>;
export const RecipientPageDocument = new TypedDocumentString(`
    query RecipientPage($first: Int, $after: String) {
  recipients(first: $first, after: $after) {
    edges {
      node {
        id
      }
    }
    pageInfo {
      endCursor
      hasNextPage
    }
  }
}
    `) as unknown as TypedDocumentString<RecipientPageQuery, RecipientPageQueryVariables>;