"""Root URLs: the admin, the workflow endpoints QStash calls, and the APIs."""

from django.contrib import admin
from django.urls import include, path

urlpatterns = [
    path("admin/", admin.site.urls),
    path("api/", include("memoryflow.api.urls")),
    path("", include("memoryflow.workflows.urls")),
]
