"""The signing keys of a game with friends on CPython: Ed25519 by the ``cryptography`` package.

A game with friends asks for keys by small requests (:func:`mingtable.ui.friends.need`), so
that the same Python serves the page, where WebCrypto answers them asynchronously
(assets/keys.mjs), and the headless engine and the tests, where :func:`answer` does here:

- ``{"op": "token", "seed": b64}``: the public key of an invitation's one-time key (the
  32-byte seed of an Ed25519 key) -> ``{"public": b64}``;
- ``{"op": "sign", "data": b64, "seed": b64}``: a signature by that one-time key ->
  ``{"signature": b64}``; without a seed, by the device's own key ->
  ``{"public": b64, "signature": b64}``;
- ``{"op": "verify", "items": [[public, data, signature], ...]}`` -> ``{"valid": [bool, ...]}``.

The device's private key never leaves :class:`DeviceKey` (on the page: a non-extractable
``CryptoKey`` in IndexedDB). docs/architecture.md, "Device keys for the hops", says why.
"""

from __future__ import annotations

from typing import Any

from .share import b64decode, b64encode


def _ed25519() -> Any:
    try:
        from cryptography.hazmat.primitives.asymmetric import ed25519
    except ImportError as exc:  # pragma: no cover - the package is in the "friends" extra
        raise RuntimeError("games with friends on CPython need the cryptography package: "
                           "pip install 'mingtable[friends]'") from exc
    return ed25519


def _raw_public(private: Any) -> bytes:
    from cryptography.hazmat.primitives import serialization

    return bytes(private.public_key().public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw))


class DeviceKey:
    """One device's Ed25519 key pair (made when first asked for, kept in memory only)."""

    def __init__(self) -> None:
        self._private = _ed25519().Ed25519PrivateKey.generate()
        self.public = _raw_public(self._private)

    def sign(self, data: bytes) -> bytes:
        return bytes(self._private.sign(data))


def _one_time(seed: bytes) -> Any:
    return _ed25519().Ed25519PrivateKey.from_private_bytes(seed)


def verify(public: bytes, data: bytes, signature: bytes) -> bool:
    """Whether ``signature`` is ``public``'s Ed25519 signature of ``data``."""
    from cryptography.exceptions import InvalidSignature

    try:
        _ed25519().Ed25519PublicKey.from_public_bytes(public).verify(signature, data)
    except (InvalidSignature, ValueError):
        return False
    return True


def answer(request: dict[str, Any], device: DeviceKey) -> dict[str, Any]:
    """The reply to a key request (module docstring), ``device`` signing for this device."""
    op = request["op"]
    if op == "token":
        return {"public": b64encode(_raw_public(_one_time(b64decode(request["seed"]))))}
    if op == "sign":
        data = b64decode(request["data"])
        if "seed" in request:
            return {"signature": b64encode(bytes(_one_time(b64decode(request["seed"])).sign(data)))}
        return {"public": b64encode(device.public), "signature": b64encode(device.sign(data))}
    if op == "verify":
        return {"valid": [verify(*(b64decode(part) for part in item)) for item in request["items"]]}
    raise ValueError(f"key request {op!r}")
