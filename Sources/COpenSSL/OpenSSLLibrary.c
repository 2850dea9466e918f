/* OpenSSL's libcrypto, opened at the first call rather than linked: loading and setting it up takes about
 * 0.8 ms at every start of decor, and most commands never decrypt or verify anything. Each function below
 * has OpenSSL's own declaration (from the headers COpenSSL.h includes, which the compiler checks these
 * definitions against) and calls the library's function of the same name. They are hidden, so that a
 * library loaded later that calls libcrypto (or libcrypto calling itself) never lands here; the C
 * library's headers come first, so that only OpenSSL's declarations are hidden. */
#include <CLibraryLoader.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#pragma GCC visibility push(hidden)
#include "COpenSSL.h"
#pragma GCC visibility pop

/* The functions decor calls: result, name, parameters, arguments. */
#define OPENSSL_VALUE_FUNCTIONS(X) \
    X(BIGNUM *, ASN1_INTEGER_to_BN, (const ASN1_INTEGER *ai, BIGNUM *bn), (ai, bn)) \
    X(const unsigned char *, ASN1_STRING_get0_data, (const ASN1_STRING *x), (x)) \
    X(int, ASN1_STRING_length, (const ASN1_STRING *x), (x)) \
    X(int, ASN1_TIME_to_tm, (const ASN1_TIME *s, struct tm *tm), (s, tm)) \
    X(int, BIO_free, (BIO *a), (a)) \
    X(BIO *, BIO_new_mem_buf, (const void *buf, int len), (buf, len)) \
    X(BIGNUM *, BN_bin2bn, (const unsigned char *s, int len, BIGNUM *ret), (s, len, ret)) \
    X(int, BN_bn2bin, (const BIGNUM *a, unsigned char *to), (a, to)) \
    X(int, BN_num_bits, (const BIGNUM *a), (a)) \
    X(ECDSA_SIG *, ECDSA_SIG_new, (void), ()) \
    X(int, ECDSA_SIG_set0, (ECDSA_SIG *sig, BIGNUM *r, BIGNUM *s), (sig, r, s)) \
    X(unsigned long, ERR_get_error, (void), ()) \
    X(EVP_CIPHER_CTX *, EVP_CIPHER_CTX_new, (void), ()) \
    X(int, EVP_CIPHER_CTX_set_padding, (EVP_CIPHER_CTX *c, int pad), (c, pad)) \
    X(int, EVP_CipherFinal_ex, (EVP_CIPHER_CTX *ctx, unsigned char *outm, int *outl), (ctx, outm, outl)) \
    X(int, EVP_CipherInit_ex, (EVP_CIPHER_CTX *ctx, const EVP_CIPHER *cipher, ENGINE *impl, const unsigned char *key, const unsigned char *iv, int enc), \
      (ctx, cipher, impl, key, iv, enc)) \
    X(int, EVP_CipherUpdate, (EVP_CIPHER_CTX *ctx, unsigned char *out, int *outl, const unsigned char *in, int inl), \
      (ctx, out, outl, in, inl)) \
    X(int, EVP_Digest, (const void *data, size_t count, unsigned char *md, unsigned int *size, const EVP_MD *type, ENGINE *impl), \
      (data, count, md, size, type, impl)) \
    X(int, EVP_DigestVerify, (EVP_MD_CTX *ctx, const unsigned char *sigret, size_t siglen, const unsigned char *tbs, size_t tbslen), \
      (ctx, sigret, siglen, tbs, tbslen)) \
    X(int, EVP_DigestVerifyInit, (EVP_MD_CTX *ctx, EVP_PKEY_CTX **pctx, const EVP_MD *type, ENGINE *e, EVP_PKEY *pkey), \
      (ctx, pctx, type, e, pkey)) \
    X(EVP_MD_CTX *, EVP_MD_CTX_new, (void), ()) \
    X(int, EVP_PKEY_get_base_id, (const EVP_PKEY *pkey), (pkey)) \
    X(int, EVP_PKEY_get_bits, (const EVP_PKEY *pkey), (pkey)) \
    X(const EVP_CIPHER *, EVP_aes_128_cbc, (void), ()) \
    X(const EVP_CIPHER *, EVP_aes_128_ecb, (void), ()) \
    X(const EVP_CIPHER *, EVP_aes_192_cbc, (void), ()) \
    X(const EVP_CIPHER *, EVP_aes_192_ecb, (void), ()) \
    X(const EVP_CIPHER *, EVP_aes_256_cbc, (void), ()) \
    X(const EVP_CIPHER *, EVP_aes_256_ecb, (void), ()) \
    X(const EVP_MD *, EVP_sha1, (void), ()) \
    X(const EVP_MD *, EVP_sha256, (void), ()) \
    X(unsigned char *, HMAC, (const EVP_MD *evp_md, const void *key, int key_len, const unsigned char *data, size_t data_len, unsigned char *md, unsigned int *md_len), \
      (evp_md, key, key_len, data, data_len, md, md_len)) \
    X(int, OPENSSL_sk_num, (const OPENSSL_STACK *stack), (stack)) \
    X(void *, OPENSSL_sk_value, (const OPENSSL_STACK *stack, int index), (stack, index)) \
    X(X509 *, PEM_read_bio_X509, (BIO *out, X509 **x, pem_password_cb *cb, void *u), (out, x, cb, u)) \
    X(X509_CRL *, PEM_read_bio_X509_CRL, (BIO *out, X509_CRL **x, pem_password_cb *cb, void *u), (out, x, cb, u)) \
    X(int, PKCS5_PBKDF2_HMAC, (const char *pass, int passlen, const unsigned char *salt, int saltlen, int iter, const EVP_MD *digest, int keylen, unsigned char *out), \
      (pass, passlen, salt, saltlen, iter, digest, keylen, out)) \
    X(int, X509_CRL_get0_by_cert, (X509_CRL *crl, X509_REVOKED **ret, X509 *x), (crl, ret, x)) \
    X(const ASN1_TIME *, X509_CRL_get0_lastUpdate, (const X509_CRL *crl), (crl)) \
    X(const ASN1_TIME *, X509_CRL_get0_nextUpdate, (const X509_CRL *crl), (crl)) \
    X(X509_NAME *, X509_CRL_get_issuer, (const X509_CRL *crl), (crl)) \
    X(int, X509_check_issued, (X509 *issuer, X509 *subject), (issuer, subject)) \
    X(int, X509_CRL_verify, (X509_CRL *a, EVP_PKEY *r), (a, r)) \
    X(int, X509_NAME_cmp, (const X509_NAME *a, const X509_NAME *b), (a, b)) \
    X(struct stack_st_X509 *, X509_STORE_CTX_get0_chain, (const X509_STORE_CTX *ctx), (ctx)) \
    X(X509_VERIFY_PARAM *, X509_STORE_CTX_get0_param, (const X509_STORE_CTX *ctx), (ctx)) \
    X(int, X509_STORE_CTX_get_error, (const X509_STORE_CTX *ctx), (ctx)) \
    X(int, X509_STORE_CTX_init, (X509_STORE_CTX *ctx, X509_STORE *trust_store, X509 *target, struct stack_st_X509 *untrusted), \
      (ctx, trust_store, target, untrusted)) \
    X(X509_STORE_CTX *, X509_STORE_CTX_new, (void), ()) \
    X(int, X509_STORE_add_cert, (X509_STORE *ctx, X509 *x), (ctx, x)) \
    X(X509_STORE *, X509_STORE_new, (void), ()) \
    X(int, X509_VERIFY_PARAM_set_flags, (X509_VERIFY_PARAM *param, unsigned long flags), (param, flags)) \
    X(EVP_PKEY *, X509_get0_pubkey, (const X509 *x), (x)) \
    X(void *, X509_get_ext_d2i, (const X509 *x, int nid, int *crit, int *idx), (x, nid, crit, idx)) \
    X(X509_NAME *, X509_get_issuer_name, (const X509 *a), (a)) \
    X(ASN1_INTEGER *, X509_get_serialNumber, (X509 *x), (x)) \
    X(X509_NAME *, X509_get_subject_name, (const X509 *a), (a)) \
    X(int, X509_up_ref, (X509 *x), (x)) \
    X(int, X509_verify_cert, (X509_STORE_CTX *ctx), (ctx)) \
    X(const char *, X509_verify_cert_error_string, (long n), (n)) \
    X(X509 *, d2i_X509, (X509 **a, const unsigned char **in, long len), (a, in, len)) \
    X(X509_CRL *, d2i_X509_CRL, (X509_CRL **a, const unsigned char **in, long len), (a, in, len)) \
    X(int, i2d_ECDSA_SIG, (const ECDSA_SIG *a, unsigned char **out), (a, out))

#define OPENSSL_VOID_FUNCTIONS(X) \
    X(BN_free, (BIGNUM *a), (a)) \
    X(CRL_DIST_POINTS_free, (CRL_DIST_POINTS *a), (a)) \
    X(ECDSA_SIG_free, (ECDSA_SIG *sig), (sig)) \
    X(ERR_error_string_n, (unsigned long e, char *buf, size_t len), (e, buf, len)) \
    X(EVP_CIPHER_CTX_free, (EVP_CIPHER_CTX *c), (c)) \
    X(EVP_MD_CTX_free, (EVP_MD_CTX *ctx), (ctx)) \
    X(X509_CRL_free, (X509_CRL *a), (a)) \
    X(X509_STORE_CTX_free, (X509_STORE_CTX *ctx), (ctx)) \
    X(X509_STORE_free, (X509_STORE *v), (v)) \
    X(X509_VERIFY_PARAM_set_time, (X509_VERIFY_PARAM *param, time_t t), (param, t)) \
    X(X509_free, (X509 *a), (a))

/* OpenSSL 3's soname, then the development link any build machine has. */
DECOR_LAZY_LIBRARY(OPENSSL_VALUE_FUNCTIONS, OPENSSL_VOID_FUNCTIONS, "libcrypto.so.3", "libcrypto.so")

/* Every call needs the library: without it decor cannot decrypt or verify, and stops as it would have at
 * start with the library linked, with the loader's reason and the exit code of protection errors. */
static void require_library(void) {
    pthread_once(&loading, load_library);
    if (failure[0] == '\0') return;
    fprintf(stderr, "decor: OpenSSL's libcrypto cannot be used: %s\n", failure);
    exit(3);
}

#define FORWARD(result, name, parameters, arguments) \
    result name parameters { \
        require_library(); \
        return DECOR_LIBRARY_CALL(slots, result, name, parameters, arguments); \
    }
#define FORWARD_VOID(name, parameters, arguments) \
    void name parameters { \
        require_library(); \
        DECOR_LIBRARY_CALL(slots, void, name, parameters, arguments); \
    }
OPENSSL_VALUE_FUNCTIONS(FORWARD)
OPENSSL_VOID_FUNCTIONS(FORWARD_VOID)
