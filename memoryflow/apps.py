from django.apps import AppConfig


class MemoryflowConfig(AppConfig):
    name = "memoryflow"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        # The built-in pipelines register themselves on import; every process (web,
        # commands, tests) has them before it reads the registry.
        from memoryflow.workflows import builtin  # noqa: F401
