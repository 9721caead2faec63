"""Validates Swatch's DTCG output against the official DTCG 2025.10 schemas, offline.

Usage: validate_dtcg.py SCHEMA_DIR TOKENS.tokens.json RESOLVER.resolver.json
Every schema file is registered under its $id, so references resolve without a network.
"""
import json
import pathlib
import sys

import jsonschema
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT7


def registry(schema_dir: pathlib.Path) -> Registry:
    resources = []
    for path in sorted(schema_dir.rglob("*.json")):
        schema = json.loads(path.read_text())
        resources.append((schema["$id"], Resource.from_contents(schema, default_specification=DRAFT7)))
    return Registry().with_resources(resources)


def validate(document_path: str, schema_id: str, reg: Registry) -> int:
    schema = reg.contents(schema_id)
    validator = jsonschema.Draft7Validator(schema, registry=reg)
    document = json.loads(pathlib.Path(document_path).read_text())
    errors = sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))
    for error in errors[:20]:
        print(f"{document_path}: {'/'.join(map(str, error.absolute_path))}: {error.message[:300]}")
    status = "valid" if not errors else f"{len(errors)} error(s)"
    print(f"{document_path}: {status} against {schema_id}")
    return len(errors)


def main() -> int:
    schema_dir, tokens, resolver = sys.argv[1:4]
    reg = registry(pathlib.Path(schema_dir))
    base = "https://www.designtokens.org/schemas/2025.10/"
    failures = validate(tokens, base + "format.json", reg) + validate(resolver, base + "resolver.json", reg)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
