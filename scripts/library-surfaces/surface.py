"""Prints the Python library's public surface, one member per line, sorted: what a merchant's code
can name (the client, its options and errors, the resource services, the event types, the models
and their fields with their types). Run from clients/python/src; scripts/library-surface.ts keeps
it in contract/libraries/python.txt."""

import importlib
import inspect

import pydantic

MODULES = ["payments_platform", "payments_platform_services", "payments_platform_events", "payments_platform_generated.models"]


def public(names):
    return [name for name in names if not name.startswith("_")]


def described(value) -> str:
    return inspect.formatannotation(value).replace("typing.", "")


def signature_lines(where: str, function) -> list:
    """A callable as lines a compatible change only adds to: what it returns, which parameters it
    requires, and each parameter (positional ones by position), so a new optional parameter is an
    addition while a new required one, a reordering or a removal changes a released line."""
    signature = inspect.signature(function)
    parameters = [p for p in signature.parameters.values() if p.name not in ("self", "cls")]
    returns = "" if signature.return_annotation is inspect.Signature.empty else described(signature.return_annotation)
    required = [p.name for p in parameters if p.default is inspect.Parameter.empty and p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD)]
    lines = [f"{where}() -> {returns}", f"{where}() requires ({', '.join(required)})"]
    for index, p in enumerate(parameters):
        kind = f"#{index} " if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD) else ("*" if p.kind == p.VAR_POSITIONAL else "**" if p.kind == p.VAR_KEYWORD else "")
        annotation = "" if p.annotation is inspect.Parameter.empty else f": {described(p.annotation)}"
        lines.append(f"{where}({kind}{p.name}{annotation}{'' if p.default is inspect.Parameter.empty else ' = optional'})")
    return lines


def members_of(prefix: str, cls: type) -> list:
    lines = [f"class {prefix}({', '.join(base.__name__ for base in cls.__bases__)})"]
    if issubclass(cls, pydantic.BaseModel):
        for name, field in cls.model_fields.items():
            lines.append(f"{prefix}.{name}: {described(field.annotation)}{'' if field.is_required() else ' = optional'}")
    if issubclass(cls, dict):
        for name, annotation in getattr(cls, "__annotations__", {}).items():
            lines.append(f"{prefix}[{name!r}]: {described(annotation)}")
    for name, value in vars(cls).items():
        if name.startswith("_") and name != "__init__":
            continue
        if isinstance(value, (staticmethod, classmethod)):
            value = value.__func__
        if inspect.isfunction(value):
            if issubclass(cls, pydantic.BaseModel) and name in vars(pydantic.BaseModel):
                continue
            lines.extend(signature_lines(f"{prefix}.{name}", value))
        elif isinstance(value, property):
            lines.append(f"{prefix}.{name}: property")
    return lines


lines = []
for module_name in MODULES:
    module = importlib.import_module(module_name)
    root = module_name.split(".")[0]
    for name in public(getattr(module, "__all__", None) or dir(module)):
        value = getattr(module, name)
        if inspect.ismodule(value) or not getattr(value, "__module__", module_name).startswith(root):
            if not isinstance(value, (str, int, tuple, frozenset, dict)):
                continue
        where = f"{module_name}.{name}"
        if inspect.isclass(value):
            lines.extend(members_of(where, value))
        elif inspect.isfunction(value):
            lines.extend(signature_lines(f"def {where}", value))
        else:
            lines.append(f"{where}: {type(value).__name__}")
print("\n".join(sorted(set(lines))))
