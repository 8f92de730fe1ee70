from django.apps import AppConfig


class MemoryflowConfig(AppConfig):
    name = "memoryflow"
    default_auto_field = "django.db.models.BigAutoField"
