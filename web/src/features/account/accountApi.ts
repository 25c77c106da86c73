import type {
  AccountDto,
  AddressBookEntryInput,
  AddressDto,
  AddressResultDto,
  ProfileInput,
  SignInInput,
} from '@parks/schemas/account';
import type {
  MessageDto,
  PasswordChangedDto,
  PasswordChangeInput,
  PasswordResetCompletionInput,
  SignedInUserDto,
} from '@parks/schemas/auth';
import type { PortalOrderDto, PortalOrderRowDto } from '@parks/schemas/portal';
import type { RegistrationInput, VerifyEmailInput } from '@parks/schemas/registration';
import { api } from '../../app/api.ts';

export type OrdersTab = 'processed' | 'waiting';

/** A row of my orders as the table shows it (GET /api/portal/orders answers `PortalOrderRowDto`s). */
export type MyOrderRow = Readonly<{
  orderId: string;
  dateOrdered: string;
  status: PortalOrderRowDto['status'];
  productionCents: number | null;
  estimatedShipping: string;
  totalCents: number;
  /** What refunds not failed return of it (0: none). */
  refundedCents: number;
}>;

const toRow = (row: PortalOrderRowDto): MyOrderRow => ({
  orderId: row.orderId,
  dateOrdered: row.dateOrdered,
  status: row.status,
  productionCents: row.production,
  estimatedShipping: row.estimatedShipping,
  totalCents: row.total,
  refundedCents: row.refundedCents,
});
export type OrdersArgs = Readonly<{ userId: string; tab?: OrdersTab; search?: string; max: number }>;

const seg = encodeURIComponent;

/**
 * /api/account: sign-in, logout, password reset, and my account (profile, password, address book, orders),
 * each by the signed-in user's id. The token refresh is the base query's (app/api.ts), not an endpoint.
 */
const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    authenticate: build.mutation<SignedInUserDto, SignInInput>({
      // No invalidation here: it would refetch before the user is stored (as the guest); the sign-in resets the cache.
      query: (credentials) => ({ auth: 'none', url: '/account/authenticate', method: 'POST', body: credentials }),
    }),
    logout: build.mutation<void, void>({
      query: () => ({ auth: 'user', url: '/account/logout' }),
    }),
    register: build.mutation<MessageDto, RegistrationInput>({
      query: (body) => ({ auth: 'none', url: '/account/Register', method: 'POST', body }),
    }),
    verifyEmail: build.mutation<MessageDto, VerifyEmailInput>({
      query: (body) => ({ auth: 'none', url: '/account/VerifyEmail', method: 'POST', body }),
      // The account's registration moved on: a signed-in user's account is read again.
      invalidatesTags: (_result, _error, { userId }) => [{ type: 'Account', id: userId }],
    }),
    requestPasswordReset: build.mutation<MessageDto, Readonly<{ username: string }>>({
      query: ({ username }) => ({ auth: 'none', url: `/account/ResetPassword/${seg(username)}` }),
    }),
    completePasswordReset: build.mutation<MessageDto, PasswordResetCompletionInput>({
      query: (body) => ({ auth: 'none', url: '/account/ResetPassword', method: 'POST', body }),
    }),
    getAccount: build.query<AccountDto, string>({
      query: (userId) => ({ auth: 'user', url: `/account/GetById/${seg(userId)}` }),
      providesTags: (_account, _error, userId) => [{ type: 'Account', id: userId }],
    }),
    updateProfile: build.mutation<MessageDto, Readonly<{ userId: string; profile: ProfileInput }>>({
      query: ({ userId, profile }) => ({
        auth: 'user',
        url: `/account/Update/${seg(userId)}`,
        method: 'PUT',
        body: profile,
      }),
      invalidatesTags: (_result, _error, { userId }) => [{ type: 'Account', id: userId }],
    }),
    changePassword: build.mutation<
      PasswordChangedDto,
      Readonly<{ userId: string; change: PasswordChangeInput & { rememberme: boolean } }>
    >({
      query: ({ userId, change }) => ({
        auth: 'user',
        url: `/account/ChangePassword/${seg(userId)}`,
        method: 'PUT',
        body: change,
      }),
    }),
    getAddresses: build.query<readonly AddressDto[], string>({
      query: (userId) => ({ auth: 'user', url: `/account/${seg(userId)}/addresses` }),
      providesTags: (addresses = []) => [
        { type: 'Address', id: 'LIST' },
        ...addresses.map((address) => ({ type: 'Address' as const, id: address.entityId })),
      ],
    }),
    addAddress: build.mutation<AddressResultDto, Readonly<{ userId: string; address: AddressBookEntryInput }>>({
      query: ({ userId, address }) => ({
        auth: 'user',
        url: `/account/${seg(userId)}/addresses`,
        method: 'POST',
        body: address,
      }),
      invalidatesTags: [{ type: 'Address', id: 'LIST' }, 'PortalCheckout'],
    }),
    updateAddress: build.mutation<
      AddressResultDto,
      Readonly<{ userId: string; addressId: string; address: AddressBookEntryInput }>
    >({
      query: ({ userId, addressId, address }) => ({
        auth: 'user',
        url: `/account/${seg(userId)}/addresses/${seg(addressId)}`,
        method: 'PUT',
        body: address,
      }),
      invalidatesTags: (_result, _error, { addressId }) => [{ type: 'Address', id: addressId }, 'PortalCheckout'],
    }),
    removeAddress: build.mutation<AddressResultDto, Readonly<{ userId: string; addressId: string }>>({
      query: ({ userId, addressId }) => ({
        auth: 'user',
        url: `/account/${seg(userId)}/addresses/${seg(addressId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: [{ type: 'Address', id: 'LIST' }, 'PortalCheckout'],
    }),
    /** GET /api/portal/orders?tab&search&max: my portal orders, newest first (5 on the summary, 20 a tab). */
    getMyOrders: build.query<readonly MyOrderRow[], OrdersArgs>({
      query: ({ tab, search, max }) => ({
        auth: 'user',
        url: '/portal/orders',
        params: { max, ...(tab ? { tab } : {}), ...(search ? { search } : {}) },
      }),
      transformResponse: (rows: readonly PortalOrderRowDto[]) => rows.map(toRow),
      providesTags: [{ type: 'AccountOrder', id: 'LIST' }],
    }),
    /** GET /api/portal/orders/{orderId}: confirmation, details and printable receipt of one of my orders. */
    getMyOrder: build.query<PortalOrderDto, Readonly<{ orderId: string }>>({
      query: ({ orderId }) => ({ auth: 'user', url: `/portal/orders/${seg(orderId)}` }),
      providesTags: (_order, _error, { orderId }) => [{ type: 'AccountOrder', id: orderId }],
    }),
  }),
});

export const {
  useAuthenticateMutation,
  useLogoutMutation,
  useRegisterMutation,
  useVerifyEmailMutation,
  useRequestPasswordResetMutation,
  useCompletePasswordResetMutation,
  useGetAccountQuery,
  useUpdateProfileMutation,
  useChangePasswordMutation,
  useGetAddressesQuery,
  useAddAddressMutation,
  useUpdateAddressMutation,
  useRemoveAddressMutation,
  useGetMyOrdersQuery,
  useGetMyOrderQuery,
} = accountApi;
