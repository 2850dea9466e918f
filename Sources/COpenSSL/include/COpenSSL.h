#ifndef DECOR_COPENSSL_H
#define DECOR_COPENSSL_H

/* OpenSSL's libcrypto, as decor uses it: certificates, revocation lists and signatures for LCP, AES, digests,
 * HMAC and PBKDF2. The library is opened at the first call (OpenSSLLibrary.c). */
#include <openssl/evp.h>
#include <openssl/err.h>
#include <openssl/sha.h>
#include <openssl/hmac.h>
#include <openssl/x509.h>
#include <openssl/x509_vfy.h>
#include <openssl/pem.h>
#include <openssl/bio.h>
#include <openssl/ecdsa.h>
#include <openssl/bn.h>
#include <openssl/rand.h>
#include <openssl/x509v3.h>

#endif
