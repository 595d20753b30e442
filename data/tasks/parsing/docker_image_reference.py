# query: Split a Docker image reference into (registry, repository, tag, digest): the first "/"-part is the registry
# when more parts follow and it contains "." or ":" or is "localhost" (default "docker.io", where a one-part repository
# gets "library/"), a tag follows the last ":" of the last part, a digest follows "@", and the tag defaults to "latest"
# only without a digest; return None for an empty part, tag or digest, or upper-case letters in the repository.
def docker_image_reference(ref):
    name, at, digest = ref.partition("@")
    if at and not digest:
        return None
    parts = name.split("/")
    registry = "docker.io"
    if len(parts) > 1 and ("." in parts[0] or ":" in parts[0] or parts[0] == "localhost"):
        registry = parts.pop(0)
    last = parts[-1]
    tag = ""
    if ":" in last:
        last, tag = last.rsplit(":", 1)
        if not tag:
            return None
        parts[-1] = last
    repository = "/".join(parts)
    if any(not p for p in parts) or repository != repository.lower():
        return None
    if registry == "docker.io" and len(parts) == 1:
        repository = "library/" + repository
    if not tag and not at:
        tag = "latest"
    return (registry, repository, tag, digest)

# tests
assert docker_image_reference("nginx") == ("docker.io", "library/nginx", "latest", "")
assert docker_image_reference("nginx:1.25") == ("docker.io", "library/nginx", "1.25", "")
assert docker_image_reference("bitnami/redis:7") == ("docker.io", "bitnami/redis", "7", "")
assert docker_image_reference("ghcr.io/owner/app:v1") == ("ghcr.io", "owner/app", "v1", "")
assert docker_image_reference("localhost:5000/app") == ("localhost:5000", "app", "latest", "")
assert docker_image_reference("localhost/app") == ("localhost", "app", "latest", "")
assert docker_image_reference("app@sha256:abc") == ("docker.io", "library/app", "", "sha256:abc")
assert docker_image_reference("reg.io/app:1@sha256:abc") == ("reg.io", "app", "1", "sha256:abc")
assert docker_image_reference("my.registry:443/a/b/c") == ("my.registry:443", "a/b/c", "latest", "")
assert [docker_image_reference(r) for r in ("Nginx", "nginx:", "a//b", "", "x@", "reg.io/", "team/App")] == [None] * 7
